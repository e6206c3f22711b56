import {describe, expect, it} from 'vitest';
import {argumentText, caseWithArguments, exampleFor, parametersOf, parseArguments} from './arguments';

const cases = [
  {name: 'finds 9', input: {nums: [-1, 0, 3, 5, 9, 12], target: 9}, expected: 4},
  {name: 'misses 2', input: {nums: [-1, 0, 3, 5, 9, 12], target: 2}, expected: -1},
  {name: 'one element', input: {nums: [5], target: 5}, expected: 0},
];

describe('parametersOf', () => {
  it("names the parameters in call order, from the first case's input", () => {
    expect(parametersOf(cases)).toEqual(['nums', 'target']);
  });

  it('gives none for an empty table', () => {
    expect(parametersOf([])).toEqual([]);
  });
});

describe('argumentText', () => {
  it.each([
    {value: [1, 2, 3], text: '[1, 2, 3]'},
    {value: 'say "hi"', text: '"say \\"hi\\""'},
    {value: ['a', 'b'], text: '["a", "b"]'},
    {value: true, text: 'true'},
  ])('writes $value as JSON the way the table shows it: $text', ({value, text}) => {
    expect(argumentText(value)).toBe(text);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('exampleFor', () => {
  it('takes the first short value of the parameter', () => {
    expect(exampleFor(cases, 'target')).toBe('9');
    expect(exampleFor(cases, 'nums')).toBe('[-1, 0, 3, 5, 9, 12]');
  });

  it('skips values longer than 30 characters', () => {
    const long = {name: 'long', input: {nums: Array.from({length: 20}, (_, i) => i), target: 1}, expected: 1};
    expect(exampleFor([long, ...cases], 'nums')).toBe('[-1, 0, 3, 5, 9, 12]');
  });

  it('skips values that are not JSON, such as NaN', () => {
    const notJson = {name: 'not JSON', input: {x: Number.NaN}, expected: 0};
    expect(exampleFor([notJson, {name: 'JSON', input: {x: 2}, expected: 0}], 'x')).toBe('2');
  });

  it('gives no example when no value fits', () => {
    expect(exampleFor([{name: 'not JSON', input: {x: Number.NaN}, expected: 0}], 'x')).toBeUndefined();
  });
});

describe('parseArguments', () => {
  const examples = {nums: '[1, 2, 3]', target: '9'};

  it('parses every field as JSON, in call order', () => {
    expect(
      parseArguments(
        [
          {parameter: 'nums', text: ' [1, 2] '},
          {parameter: 'target', text: '-4.5'},
        ],
        examples,
      ),
    ).toEqual({
      ok: true,
      values: [[1, 2], -4.5],
    });
  });

  it('reports text that is not JSON, naming the parameter, an example and what is wrong', () => {
    const parsed = parseArguments(
      [
        {parameter: 'nums', text: '[1, 2,'},
        {parameter: 'target', text: '9'},
      ],
      examples,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toHaveLength(1);
    expect(parsed.errors[0]!.parameter).toBe('nums');
    expect(parsed.errors[0]!.message).toMatch(/^nums: expected a JSON value, e\.g\. \[1, 2, 3\]; .+\.$/);
  });

  it('reports an empty field as empty', () => {
    expect(parseArguments([{parameter: 'target', text: '  '}], examples)).toEqual({
      ok: false,
      errors: [{parameter: 'target', message: 'target: expected a JSON value, e.g. 9; the field is empty.'}],
    });
  });

  it('reports every wrong field, and leaves out the example when there is none', () => {
    const parsed = parseArguments(
      [
        {parameter: 'nums', text: 'nums'},
        {parameter: 'other', text: "'a'"},
      ],
      examples,
    );
    expect(parsed.ok ? [] : parsed.errors.map(({message}) => message.split(';')[0])).toEqual([
      'nums: expected a JSON value, e.g. [1, 2, 3]',
      'other: expected a JSON value',
    ]);
  });

  it('never runs code: a JavaScript expression is not JSON', () => {
    expect(parseArguments([{parameter: 'target', text: '1 + 1'}], examples).ok).toBe(false);
    expect(parseArguments([{parameter: 'target', text: 'globalThis.x = 1'}], examples).ok).toBe(false);
  });
});

describe('caseWithArguments', () => {
  it('finds the case called with equal arguments', () => {
    expect(caseWithArguments(cases, [[-1, 0, 3, 5, 9, 12], 2])?.name).toBe('misses 2');
  });

  it('finds none when one argument differs', () => {
    expect(caseWithArguments(cases, [[-1, 0, 3, 5, 9, 12], 3])).toBeUndefined();
    expect(caseWithArguments(cases, [[5], 5, 1])).toBeUndefined();
  });
});
