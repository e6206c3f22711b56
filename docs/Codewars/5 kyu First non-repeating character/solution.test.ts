import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {firstNonRepeatingLetter} from './solution';

/** Reference: for each character, look at every other one. Quadratic, but obviously right. */
function bruteForce(s: string): string {
  const chars = [...s];
  const unique = chars.find(
    (char, i) => !chars.some((other, j) => j !== i && other.toLowerCase() === char.toLowerCase()),
  );
  return unique ?? '';
}

describe('firstNonRepeatingLetter', () => {
  it.each([
    {name: 'returns an empty string for an empty string', s: '', expected: ''},
    {name: 'returns the only character', s: 'a', expected: 'a'},
    {name: 'finds the first character that occurs once', s: 'stress', expected: 't'},
    {name: 'finds a unique character in the middle', s: 'moonmen', expected: 'e'},
    {name: 'returns the first of several unique characters', s: 'aabcd', expected: 'b'},
    {name: 'can return the last character', s: 'aabbc', expected: 'c'},
    {name: 'returns an empty string when every character repeats', s: 'abba', expected: ''},
    {name: 'returns an empty string for a doubled character', s: 'zz', expected: ''},
    {name: 'counts upper and lower case as the same letter', s: 'sTreSS', expected: 'T'},
    {name: 'returns the original upper case', s: 'aAbBC', expected: 'C'},
    {name: 'finds nothing when only the case differs', s: 'Aa', expected: ''},
    {name: 'counts spaces and punctuation as characters', s: "Go hang a salami, I'm a lasagna hog!", expected: ','},
    {name: 'can return a space', s: 'aa bb', expected: ' '},
    {name: 'counts digits', s: '1122334', expected: '4'},
    {name: 'compares accented letters case-insensitively', s: 'ÉéÀx', expected: 'À'},
    {name: 'returns a whole emoji, not half of it', s: '😀😃', expected: '😀'},
    {name: 'skips a repeated emoji', s: '😀a😀', expected: 'a'},
  ])('$name', ({s, expected}) => {
    expect(firstNonRepeatingLetter(s)).toBe(expected);
  });

  it('finds the single unique character at the end of 200 000 characters', () => {
    const s = `${'abcdefghij'.repeat(10_000)}${'ABCDEFGHIJ'.repeat(10_000)}Z`;
    expect(firstNonRepeatingLetter(s)).toBe('Z');
    expect(firstNonRepeatingLetter(s.slice(0, -1))).toBe('');
  });

  it('agrees with a quadratic scan on random strings', () => {
    const unit = fc.constantFrom('a', 'b', 'c', 'd', 'A', 'B', 'C', ' ', '!', 'é', 'É', '😀');
    fc.assert(
      fc.property(fc.string({unit, maxLength: 20}), (s) => {
        expect(firstNonRepeatingLetter(s)).toBe(bruteForce(s));
      }),
      {numRuns: 1000},
    );
  });
});
