import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {areAlmostEqual} from './solution';

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

const largest = Array.from({length: 100}, (_, i) => alphabet[(i * 7) % 26]).join('');

describe('areAlmostEqual', () => {
  it.each([
    {name: 'accepts one swap of the first and last letters (first published example)', s1: 'bank', s2: 'kanb', expected: true},
    {name: 'rejects strings with different letters (second published example)', s1: 'attack', s2: 'defend', expected: false},
    {name: 'accepts equal strings without any swap (third published example)', s1: 'kelb', s2: 'kelb', expected: true},
    {name: 'rejects a reversal that needs two swaps', s1: 'abcd', s2: 'dcba', expected: false},
    {name: 'accepts equal single letters', s1: 'a', s2: 'a', expected: true},
    {name: 'rejects different single letters', s1: 'a', s2: 'b', expected: false},
    {name: 'accepts two letters swapped', s1: 'ab', s2: 'ba', expected: true},
    {name: 'accepts a swap of two neighbours in the middle', s1: 'abcde', s2: 'acbde', expected: true},
    {name: 'accepts a swap at the end', s1: 'xyzab', s2: 'xyzba', expected: true},
    {name: 'rejects a single differing position at the start', s1: 'ab', s2: 'cb', expected: false},
    {name: 'rejects a single differing position at the end', s1: 'abc', s2: 'abd', expected: false},
    {name: 'rejects two differences that are not a swap', s1: 'ab', s2: 'cd', expected: false},
    {name: 'rejects two differences where only one pair crosses', s1: 'ab', s2: 'bc', expected: false},
    {name: 'rejects two differences where only the other pair crosses', s1: 'ab', s2: 'ca', expected: false},
    {name: 'rejects two differences using the same letter twice', s1: 'aab', s2: 'bba', expected: false},
    {name: 'rejects three differences even if the first two are a swap', s1: 'abx', s2: 'bay', expected: false},
    {name: 'rejects a three-letter cycle (same letters, needs two swaps)', s1: 'abc', s2: 'bca', expected: false},
    {name: 'accepts a swap of two letters surrounded by duplicates', s1: 'aaabaaac', s2: 'aaacaaab', expected: true},
    {name: 'accepts the largest strings allowed when they are equal', s1: largest, s2: largest, expected: true},
    {name: 'accepts the largest strings allowed with their ends swapped', s1: largest, s2: swap(largest, 0, 99), expected: true},
    {name: 'rejects the largest strings allowed with two separate swaps', s1: largest, s2: swap(swap(largest, 0, 1), 98, 99), expected: false},
    {name: 'rejects the largest strings allowed differing only at the last letter', s1: largest, s2: largest.slice(0, 99) + 'z', expected: false},
  ])('$name', ({s1, s2, expected}) => {
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
      fc.property(
        fc.string({unit: fc.constantFrom(...alphabet), minLength: 1, maxLength: 100}),
        fc.nat(),
        fc.nat(),
        (s1, i, j) => {
          const s2 = swap(s1, i % s1.length, j % s1.length);
          expect(areAlmostEqual(s1, s2)).toBe(true);
          expect(areAlmostEqualBruteForce(s1, s2)).toBe(true);
        },
      ),
    );
  });
});
