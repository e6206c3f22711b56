import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {toUnderscore} from './solution';
import {cases} from './cases';

describe('toUnderscore', () => {
  it.each(cases)('$name', ({input: {input}, expected}) => {
    expect(toUnderscore(input)).toBe(expected);
  });

  it('converts a name of 10 000 words', () => {
    const words = Array.from({length: 10_000}, (_, i) => `word${i}`);
    const pascal = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
    expect(toUnderscore(pascal)).toBe(words.join('_'));
  });

  it('joins random lower-cased words with underscores', () => {
    const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
    const word = fc
      .tuple(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), fc.string({unit: lower, maxLength: 8}))
      .map(([head, tail]) => head + tail);
    fc.assert(
      fc.property(fc.array(word, {maxLength: 8}), (words) => {
        expect(toUnderscore(words.join(''))).toBe(words.map((w) => w.toLowerCase()).join('_'));
      }),
    );
  });

  it('returns a number as text that reads back as the same number', () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        const text = toUnderscore(n);
        expect(text).toMatch(/^(-?(\d+(\.\d+)?(e[+-]\d+)?|Infinity)|NaN)$/);
        expect(Number(text)).toBe(Object.is(n, -0) ? 0 : n);
      }),
    );
  });
});
