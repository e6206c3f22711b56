import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {areAlmostEqual as differences} from './solution';
import {areAlmostEqual as bruteForce} from './brute-force';
import {cases, testNumbers} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';
import {assertProperty, stringOf} from '@site/src/test-kit/random-inputs';

/** Swaps the characters at positions i and j of a string. */
function swap(s: string, i: number, j: number): string {
  const chars = [...s];
  [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  return chars.join('');
}

const alphabet = 'abcdefghijklmnopqrstuvwxyz';

/** Two strings of one random length (1 to 12) over three letters, so swaps and repeats are common. */
const threeLetters = fc.constantFrom('a', 'b', 'c');
const equalLengthPair = stringOf(threeLetters, {minLength: testNumbers.minPairLength, maxLength: testNumbers.maxPairLength}).chain((s1) =>
  fc.tuple(fc.constant(s1), stringOf(threeLetters, {minLength: s1.length, maxLength: s1.length})),
);

describe.each([
  {file: 'solution.ts (differing positions)', areAlmostEqual: differences},
  {file: 'brute-force.ts (every swap)', areAlmostEqual: bruteForce},
])('areAlmostEqual in $file', ({areAlmostEqual}) => {
  it.each(cases)('$name', (testCase) => expectToPass(areAlmostEqual, testCase));

  it('gives the same answer with the two strings exchanged', () => {
    assertProperty(
      fc.property(equalLengthPair, ([s1, s2]) => {
        expect(areAlmostEqual(s1, s2)).toBe(areAlmostEqual(s2, s1));
      }),
    );
  });

  it('accepts a random single swap of a random string of up to 100 letters', () => {
    assertProperty(
      fc.property(
        stringOf(fc.constantFrom(...alphabet), {minLength: 1, maxLength: testNumbers.maxLength}),
        fc.nat(),
        fc.nat(),
        (s1, i, j) => {
          expect(areAlmostEqual(s1, swap(s1, i % s1.length, j % s1.length))).toBe(true);
        },
      ),
    );
  });
});

describe('solution.ts against brute-force.ts', () => {
  // Bounded at 12 letters, so that equal strings and single swaps are common. The cases run both files at 100
  // letters; there a "false" costs the brute force all 5050 swaps, each a copy of the string.
  it('agrees on random strings over a small alphabet', () => {
    assertProperty(
      fc.property(equalLengthPair, ([s1, s2]) => {
        expect(differences(s1, s2)).toBe(bruteForce(s1, s2));
      }),
    );
  });
});
