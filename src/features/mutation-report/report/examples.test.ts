import {describe, expect, it} from 'vitest';
import {MAX_EXAMPLES, chooseExamples, exampleCount, kindRank, type MeasuredSource} from './examples';
import type {Mutant} from '../../../write-up/mutation-report';

describe('kindRank', () => {
  it.each([
    {name: 'a moved boundary, < for <=', mutator: 'EqualityOperator', from: 'low <= high', to: 'low < high', rank: 0},
    {name: 'a moved boundary, >= for >', mutator: 'EqualityOperator', from: 'a > b', to: 'a >= b', rank: 0},
    {name: 'a reversed comparison', mutator: 'EqualityOperator', from: 'a < b', to: 'a >= b', rank: 1},
    {name: 'a negated equality', mutator: 'EqualityOperator', from: 'a === b', to: 'a !== b', rank: 1},
    {name: 'a condition forced false', mutator: 'ConditionalExpression', from: 'a < b', to: 'false', rank: 2},
    {name: 'an || for an &&', mutator: 'LogicalOperator', from: 'a && b', to: 'a || b', rank: 2},
    {name: 'arithmetic', mutator: 'ArithmeticOperator', from: 'mid + 1', to: 'mid - 1', rank: 3},
    {name: 'a -- for a ++', mutator: 'UpdateOperator', from: 'i++', to: 'i--', rank: 3},
    {name: 'an emptied string', mutator: 'StringLiteral', from: '"a"', to: '""', rank: 4},
  ])('ranks $name as $rank', ({mutator, from, to, rank}) => {
    expect(kindRank(mutator, from, to)).toBe(rank);
  });
});

const SOURCE = ['function f(a, b) {', '  if (a < b) return a + 1;', '  while (a <= b) a++;', '  return "done";', '}'].join('\n');

let nextId = 0;
/** A mutant killed by the given tests, on one line of SOURCE. */
function killed(line: number, from: string, mutatorName: string, replacement: string, killedBy = ['case']): Mutant {
  const column = SOURCE.split('\n')[line - 1]!.indexOf(from) + 1;
  return {
    id: String(nextId++),
    mutatorName,
    replacement,
    status: 'Killed',
    killedBy,
    location: {start: {line, column}, end: {line, column: column + from.length}},
  };
}

const NAMES = new Map([
  ['case', "f 'compares two numbers'"],
  ['other case', "f 'stops at the end'"],
  ['property', 'f agrees with a brute force'],
]);
const file = (mutants: Mutant[], name = 'solution.ts'): MeasuredSource => ({file: name, source: SOURCE, mutants});

describe('chooseExamples', () => {
  it('shows the line, the code before and after, and the case that caught it', () => {
    expect(chooseExamples([file([killed(2, 'a < b', 'EqualityOperator', 'a <= b')])], NAMES)).toEqual([
      {file: 'solution.ts', line: 2, from: 'a < b', to: 'a <= b', caughtBy: 'compares two numbers'},
    ]);
  });

  it('puts comparisons and moved boundaries first, then conditions, then arithmetic, then the rest', () => {
    const examples = chooseExamples(
      [
        file([
          killed(4, '"done"', 'StringLiteral', '""'),
          killed(2, 'a + 1', 'ArithmeticOperator', 'a - 1'),
          killed(3, 'a <= b', 'ConditionalExpression', 'true'),
          killed(2, 'a < b', 'EqualityOperator', 'a >= b'),
          killed(3, 'a <= b', 'EqualityOperator', 'a < b'),
        ]),
      ],
      NAMES,
    );
    expect(examples.map(({line, to}) => `${line}: ${to}`)).toEqual(['3: a < b', '2: a >= b', '4: ""']);
  });

  it('prefers the shorter change within a kind', () => {
    const examples = chooseExamples(
      [file([killed(2, 'if (a < b) return a + 1;', 'BlockStatement', '{}'), killed(4, '"done"', 'StringLiteral', '""')])],
      NAMES,
    );
    expect(examples.map(({line}) => line)).toEqual([4, 2]);
  });

  it('shows at most one example per line, the most telling', () => {
    const examples = chooseExamples(
      [file([killed(2, 'a + 1', 'ArithmeticOperator', 'a - 1'), killed(2, 'a < b', 'EqualityOperator', 'a <= b')])],
      NAMES,
    );
    expect(examples.map(({to}) => to)).toEqual(['a <= b']);
  });

  it('prefers a change a case caught to one of the same kind only another test caught, and names the case', () => {
    const examples = chooseExamples(
      [
        file([
          killed(2, 'a < b', 'EqualityOperator', 'a <= b', ['property']),
          killed(3, 'a <= b', 'EqualityOperator', 'a < b', ['property', 'other case']),
        ]),
      ],
      NAMES,
    );
    expect(examples.map(({line, caughtBy}) => [line, caughtBy])).toEqual([
      [3, 'stops at the end'],
      [2, 'f agrees with a brute force'],
    ]);
  });

  it('takes the files in the page order within a kind', () => {
    const examples = chooseExamples(
      [
        file([killed(3, 'a <= b', 'EqualityOperator', 'a < b')]),
        file([killed(2, 'a < b', 'EqualityOperator', 'a <= b')], 'brute-force.ts'),
      ],
      NAMES,
    );
    expect(examples.map(({file: name, line}) => `${name}:${line}`)).toEqual(['solution.ts:3', 'brute-force.ts:2']);
  });

  it('stops at the limit it is given', () => {
    const files = ['a.ts', 'b.ts'].map((name) => file([killed(2, 'a < b', 'EqualityOperator', 'a <= b')], name));
    expect(chooseExamples(files, NAMES, 1).map(({file: name}) => name)).toEqual(['a.ts']);
  });

  it(`stops at ${MAX_EXAMPLES} examples`, () => {
    const files = ['a.ts', 'b.ts', 'c.ts'].map((name) =>
      file([killed(2, 'a < b', 'EqualityOperator', 'a <= b'), killed(3, 'a <= b', 'EqualityOperator', 'a < b')], name),
    );
    expect(chooseExamples(files, NAMES)).toHaveLength(MAX_EXAMPLES);
  });

  it('leaves out changes no failing test caught, changes over several lines and tests the report does not name', () => {
    const endless: Mutant = {...killed(3, 'a <= b', 'EqualityOperator', 'a < b'), status: 'Timeout', killedBy: []};
    const survived: Mutant = {...killed(2, 'a < b', 'EqualityOperator', 'a <= b'), status: 'Survived', killedBy: []};
    const block: Mutant = {...killed(1, '{', 'BlockStatement', '{}'), location: {start: {line: 1, column: 18}, end: {line: 5, column: 2}}};
    const unnamed = killed(4, '"done"', 'StringLiteral', '""', ['gone']);
    expect(chooseExamples([file([endless, survived, block, unnamed])], NAMES)).toEqual([]);
  });
});

describe('exampleCount', () => {
  it(`shows ${MAX_EXAMPLES} examples on a page of one file where every change was caught`, () => {
    expect(exampleCount(0, 1)).toBe(MAX_EXAMPLES);
  });

  it.each([2, 3])('shows one example fewer on a page of %i files, whose lines of figures take room', (files) => {
    expect(exampleCount(0, files)).toBe(MAX_EXAMPLES - 1);
  });

  it.each([
    {uncaught: 1, files: 1},
    {uncaught: 2, files: 2},
  ])('shows one example on a page that explains $uncaught uncaught changes', ({uncaught, files}) => {
    expect(exampleCount(uncaught, files)).toBe(1);
  });
});
