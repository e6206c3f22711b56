import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {areAlmostEqual} from './solution';
import {cases} from './cases';

/** Tries doing nothing and every swap of two positions of s1: O(n^3). */
function areAlmostEqualBruteForce(s1: string, s2: string): boolean {
  if (s1 === s2) return true;
  const chars = [...s1];
  for (let i = 0; i < chars.length; i++) {
    for (let j = i + 1; j < chars.length; j++) {
      const swapped = [...chars];
      [swapped[i], swapped[j]] = [swapped[j]!, swapped[i]!];
      if (swapped.join('') === s2) return true;
    }
  }
  return false;
}

/** Swaps the characters at positions i and j of a string. */
function swap(s: string, i: number, j: number): string {
  const chars = [...s];
  [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  return chars.join('');
}

const alphabet = 'abcdefghijklmnopqrstuvwxyz';

/** Two strings of one random length (1 to 12) over three letters, so swaps and repeats are common. */
const equalLengthPair = fc.integer({min: 1, max: 12}).chain((length) => {
  const word = fc.string({unit: fc.constantFrom('a', 'b', 'c'), minLength: length, maxLength: length});
  return fc.tuple(word, word);
});

describe('areAlmostEqual', () => {
  it.each(cases)('$name', ({input: {s1, s2}, expected}) => {
    expect(areAlmostEqual(s1, s2)).toBe(expected);
    expect(areAlmostEqualBruteForce(s1, s2)).toBe(expected);
  });

  it('agrees with trying every swap on random strings over a small alphabet', () => {
    fc.assert(
      fc.property(equalLengthPair, ([s1, s2]) => {
        expect(areAlmostEqual(s1, s2)).toBe(areAlmostEqualBruteForce(s1, s2));
      }),
    );
  });

  it('gives the same answer with the two strings exchanged', () => {
    fc.assert(
      fc.property(equalLengthPair, ([s1, s2]) => {
        expect(areAlmostEqual(s1, s2)).toBe(areAlmostEqual(s2, s1));
      }),
    );
  });

  it('accepts any single swap of a random string, as the brute force does', () => {
    fc.assert(
      fc.property(fc.string({unit: fc.constantFrom(...alphabet), minLength: 1, maxLength: 100}), fc.nat(), fc.nat(), (s1, i, j) => {
        const s2 = swap(s1, i % s1.length, j % s1.length);
        expect(areAlmostEqual(s1, s2)).toBe(true);
        expect(areAlmostEqualBruteForce(s1, s2)).toBe(true);
      }),
    );
  });
});
