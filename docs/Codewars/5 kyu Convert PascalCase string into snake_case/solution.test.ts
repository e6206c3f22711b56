import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {toUnderscore as regex} from './solution';
import {toUnderscore as scan} from './scan';
import {cases, testNumbers} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';
import {arrayOf, assertProperty, stringOf} from '@site/src/test-kit/random-inputs';

describe.each([
  {file: 'solution.ts (regular expression)', toUnderscore: regex},
  {file: 'scan.ts (character scan)', toUnderscore: scan},
])('toUnderscore in $file', ({toUnderscore}) => {
  it.each(cases)('$name', (testCase) => expectToPass(toUnderscore, testCase));

  it('converts a name of 10 000 words', () => {
    const words = Array.from({length: testNumbers.words}, (_, i) => `word${i}`);
    const pascal = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
    expect(toUnderscore(pascal)).toBe(words.join('_'));
  });

  it('joins random lower-cased words with underscores', () => {
    const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
    const word = fc
      .tuple(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), stringOf(lower, {maxLength: 8}))
      .map(([head, tail]) => head + tail);
    assertProperty(
      fc.property(arrayOf(word, {maxLength: 8}), (words) => {
        expect(toUnderscore(words.join(''))).toBe(words.map((w) => w.toLowerCase()).join('_'));
      }),
    );
  });

  it('returns a number as text that reads back as the same number', () => {
    assertProperty(
      fc.property(fc.double(), (n) => {
        const text = toUnderscore(n);
        expect(text).toMatch(/^(-?(\d+(\.\d+)?(e[+-]\d+)?|Infinity)|NaN)$/);
        expect(Number(text)).toBe(Object.is(n, -0) ? 0 : n);
      }),
    );
  });

  it('keeps a character outside the Basic Multilingual Plane whole', () => {
    // 𐐀 (U+10400) is an upper-case Deseret letter written with two UTF-16 code units; 𐐨 is its lower case.
    expect(toUnderscore('𐐨𐐀𐐀')).toBe('𐐨_𐐨_𐐨');
    expect(toUnderscore('😀A')).toBe('😀_a');
  });
});

describe('scan.ts against solution.ts', () => {
  it('agrees on random names of ASCII, accented, Greek and Cyrillic letters, digits and other marks', () => {
    const unit = fc.constantFrom(...'AZaz09ÀÜßüÿΑΣσςΩωБЯбяİı_- ');
    assertProperty(
      fc.property(stringOf(unit, {maxLength: 30}), (name) => {
        expect(scan(name)).toBe(regex(name));
      }),
      {numRuns: testNumbers.runs},
    );
  });

  it('differs only where "upper-case letter" and "changed by lower-casing" disagree', () => {
    // Roman numeral Ⅰ and circled Ⓐ are not letters but have lower-case forms; so does the title-case ǅ.
    expect(regex('xⅠⒶǅ')).toBe('xⅰⓐǆ');
    expect(scan('xⅠⒶǅ')).toBe('x_ⅰ_ⓐ_ǆ');
    // Mathematical 𝐀 and double-struck ℂ are upper-case letters without a lower-case form.
    expect(regex('x𝐀ℂ')).toBe('x_𝐀_ℂ');
    expect(scan('x𝐀ℂ')).toBe('x𝐀ℂ');
  });
});
