import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {canConstruct as countingArray} from './solution';
import {canConstruct as hashMap} from './hash-map';
import {cases, testNumbers} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';
import {assertProperty, stringOf} from '@site/src/test-kit/random-inputs';

/** Reference answer: cross out one matching letter of the magazine for every letter of the note. */
function bruteForce(ransomNote: string, magazine: string): boolean {
  const left = [...magazine];
  for (const letter of ransomNote) {
    const index = left.indexOf(letter);
    if (index < 0) return false;
    left.splice(index, 1);
  }
  return true;
}

/** How long the largest-input test may take, in milliseconds (measured: see the test). */
const LARGEST_INPUT_LIMIT = 10_000;

const letters = (alphabet: string, maxLength: number) => stringOf(fc.constantFrom(...alphabet), {minLength: 1, maxLength});

describe.each([
  {file: 'solution.ts (counting array)', canConstruct: countingArray},
  {file: 'hash-map.ts (Map of counts)', canConstruct: hashMap},
])('canConstruct in $file', ({canConstruct}) => {
  it.each(cases)('$name', (testCase) => expectToPass(canConstruct, testCase));

  // solution.ts's speed at this size is measured by npm run bench:solutions. The time limit: this test took at most
  // 0.25 s per file on the 2-core test machine at load 14 (2026-11-26), and LARGEST_INPUT_LIMIT is 40 times that, room
  // for Stryker's instrumented run; the indexOf-and-remove pattern that the page's Pitfalls warn about (bruteForce
  // above) took 164 s on them.
  it(
    'answers correctly at the largest input allowed (10^5 letters each)',
    () => {
      const longest = 'a'.repeat(testNumbers.largestLength);
      expect(canConstruct(longest, longest)).toBe(true);
      expect(canConstruct(longest, `${longest.slice(1)}b`)).toBe(false);
      const farMatches = 'b'.repeat(50_000) + 'a'.repeat(50_000);
      expect(canConstruct('a'.repeat(50_000), farMatches)).toBe(true);
      expect(canConstruct('a'.repeat(50_001), farMatches)).toBe(false);
      expect(canConstruct(`${'a'.repeat(49_999)}c`, farMatches)).toBe(false);
      const mixed = Array.from({length: testNumbers.largestLength}, (_, i) => String.fromCharCode(97 + (i % 26))).join('');
      expect(canConstruct(mixed, [...mixed].reverse().join(''))).toBe(true);
      expect(canConstruct(mixed, `${mixed.slice(0, -1)}a`)).toBe(false);
    },
    LARGEST_INPUT_LIMIT,
  );

  it('agrees with a brute force on a small alphabet', () => {
    assertProperty(
      fc.property(letters('abc', 12), letters('abc', 20), (ransomNote, magazine) => {
        expect(canConstruct(ransomNote, magazine)).toBe(bruteForce(ransomNote, magazine));
      }),
    );
  });

  it('agrees with a brute force on the whole alphabet', () => {
    assertProperty(
      fc.property(letters('abcdefghijklmnopqrstuvwxyz', 30), letters('abcdefghijklmnopqrstuvwxyz', 200), (ransomNote, magazine) => {
        expect(canConstruct(ransomNote, magazine)).toBe(bruteForce(ransomNote, magazine));
      }),
    );
  });

  it('accepts a note whenever the magazine holds its letters plus any others, in any order', () => {
    assertProperty(
      fc.property(
        letters('abcdefghijklmnopqrstuvwxyz', 100),
        stringOf(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), {maxLength: 100}),
        (ransomNote, extra) => {
          const magazine = [...(ransomNote + extra)].sort().join('');
          expect(canConstruct(ransomNote, magazine)).toBe(true);
        },
      ),
    );
  });
});

describe('canConstruct in hash-map.ts', () => {
  it('agrees with the counting array on random strings over the whole alphabet', () => {
    assertProperty(
      fc.property(letters('abcdefghijklmnopqrstuvwxyz', 60), letters('abcdefghijklmnopqrstuvwxyz', 120), (ransomNote, magazine) => {
        expect(hashMap(ransomNote, magazine)).toBe(countingArray(ransomNote, magazine));
      }),
    );
  });
});
