import {describe, expect, it} from 'vitest';
import {SHORT_HEAD, SHORT_LIMIT, formatValue, showValue} from './format';

describe('formatValue', () => {
  it.each([
    {name: 'quotes a string', value: 'ab', expected: '"ab"'},
    {name: 'escapes quotes and line breaks in a string', value: 'say "hi"\n', expected: '"say \\"hi\\"\\n"'},
    {name: 'keeps an apostrophe and non-ASCII letters as they are', value: "won't café 😀", expected: '"won\'t café 😀"'},
    {name: 'shows the empty string as two quotes', value: '', expected: '""'},
    {name: 'writes an integer', value: 42, expected: '42'},
    {name: 'writes a negative fraction', value: -3.5, expected: '-3.5'},
    {name: 'writes a large number as JavaScript does', value: 1e21, expected: '1e+21'},
    {name: 'writes NaN by name', value: Number.NaN, expected: 'NaN'},
    {name: 'writes Infinity by name', value: Number.POSITIVE_INFINITY, expected: 'Infinity'},
    {name: 'writes minus Infinity by name', value: Number.NEGATIVE_INFINITY, expected: '-Infinity'},
    {name: 'writes a boolean', value: true, expected: 'true'},
    {name: 'writes null', value: null, expected: 'null'},
    {name: 'writes undefined', value: undefined, expected: 'undefined'},
    {name: 'separates array elements with a comma and a space', value: [1, 2, 3], expected: '[1, 2, 3]'},
    {name: 'writes an empty array', value: [], expected: '[]'},
    {name: 'quotes the strings inside an array', value: ['a', 'b'], expected: '["a", "b"]'},
    {name: 'writes nested arrays', value: [[1, 2], [3]], expected: '[[1, 2], [3]]'},
    {name: 'writes special numbers inside an array by name', value: [Number.NaN, 1], expected: '[NaN, 1]'},
  ])('$name', ({value, expected}) => {
    expect(formatValue(value)).toBe(expected);
  });
});

describe('showValue', () => {
  it('shows a short value in full, with no shortened form', () => {
    expect(showValue([1, 2, 3])).toEqual({full: '[1, 2, 3]'});
  });

  it(`keeps a value of exactly ${SHORT_LIMIT} characters whole`, () => {
    const value = 'x'.repeat(SHORT_LIMIT - 2);
    expect(showValue(value)).toEqual({full: `"${value}"`});
  });

  it('shortens a string one character past the limit and gives its length in characters', () => {
    const value = 'x'.repeat(SHORT_LIMIT - 1);
    expect(showValue(value)).toEqual({
      full: `"${value}"`,
      short: `"${'x'.repeat(SHORT_HEAD - 1)}… (${SHORT_LIMIT - 1} characters)`,
    });
  });

  it('gives the length of a long array in elements, with a thousands separator', () => {
    const value = Array.from({length: 1000}, (_, i) => i);
    const {full, short} = showValue(value);
    expect(full).toBe(`[${value.join(', ')}]`);
    expect(short).toBe(`${full.slice(0, SHORT_HEAD)}… (1,000 elements)`);
  });

  it('counts an emoji as one character and never cuts it in half', () => {
    const value = '😀'.repeat(100);
    const {short} = showValue(value);
    expect(short).toBe(`"${'😀'.repeat(SHORT_HEAD - 1)}… (100 characters)`);
  });

  it('shortens a long value that has no length, without a size', () => {
    const value = {text: 'y'.repeat(SHORT_LIMIT)};
    expect(showValue(value)).toEqual({full: JSON.stringify(value), short: `${JSON.stringify(value).slice(0, SHORT_HEAD)}…`});
  });
});
