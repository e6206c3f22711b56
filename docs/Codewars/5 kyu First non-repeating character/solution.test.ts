import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {firstNonRepeatingLetter as counting} from './solution';
import {firstNonRepeatingLetter as indexOf} from './index-of';
import {cases, testNumbers} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';
import {assertProperty, stringOf} from '@site/src/test-kit/random-inputs';

/** Reference: for each character, look at every other one. Quadratic, but obviously right. */
function bruteForce(s: string): string {
  const chars = [...s];
  const unique = chars.find((char, i) => !chars.some((other, j) => j !== i && other.toLowerCase() === char.toLowerCase()));
  return unique ?? '';
}

/** Random strings over a small alphabet, so repeats are common; ß and ẞ match only when lower-cased. */
const unit = fc.constantFrom('a', 'b', 'c', 'd', 'A', 'B', 'C', ' ', '!', 'é', 'É', 'ß', 'ẞ', '😀');

describe.each([
  {file: 'solution.ts (counting)', firstNonRepeatingLetter: counting},
  {file: 'index-of.ts (first and last position)', firstNonRepeatingLetter: indexOf},
])('firstNonRepeatingLetter in $file', ({firstNonRepeatingLetter}) => {
  it.each(cases)('$name', (testCase) => expectToPass(firstNonRepeatingLetter, testCase));

  it('finds the single unique character at the end of 200 001 characters', () => {
    const repeats = (testNumbers.longest - 1) / 20;
    const s = `${'abcdefghij'.repeat(repeats)}${'ABCDEFGHIJ'.repeat(repeats)}Z`;
    expect(s).toHaveLength(testNumbers.longest);
    expect(firstNonRepeatingLetter(s)).toBe('Z');
    expect(firstNonRepeatingLetter(s.slice(0, -1))).toBe('');
  });

  it('agrees with a quadratic scan on random strings', () => {
    assertProperty(
      fc.property(stringOf(unit, {maxLength: 20}), (s) => {
        expect(firstNonRepeatingLetter(s)).toBe(bruteForce(s));
      }),
      {numRuns: testNumbers.runs},
    );
  });
});

describe('index-of.ts against solution.ts', () => {
  it('gives the same answer on random strings', () => {
    assertProperty(
      fc.property(stringOf(unit, {maxLength: 40}), (s) => {
        expect(indexOf(s)).toBe(counting(s));
      }),
      {numRuns: testNumbers.runs},
    );
  });
});
