import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {isSubsequence as twoPointers} from './solution';
import {isSubsequence as nextIndexTable} from './next-index-table';
import {cases, testNumbers} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';
import {arrayOf, assertProperty, stringOf} from '@site/src/test-kit/random-inputs';

/** Longest common subsequence by dynamic programming: s is a subsequence of t when it is all of it. */
function bruteForce(s: string, t: string): boolean {
  let previous = new Array<number>(t.length + 1).fill(0);
  for (const a of s) {
    const row = [0];
    for (let j = 1; j <= t.length; j++) {
      row.push(a === t[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, row[j - 1]!));
    }
    previous = row;
  }
  return previous[t.length] === s.length;
}

const letters = (maxLength: number) => stringOf(fc.constantFrom('a', 'b', 'c'), {maxLength});
const alphabet = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');

describe.each([
  {file: 'solution.ts (two pointers)', isSubsequence: twoPointers},
  {file: 'next-index-table.ts (next-index table)', isSubsequence: nextIndexTable},
])('isSubsequence in $file', ({isSubsequence}) => {
  it.each(cases)('$name', (testCase) => expectToPass(isSubsequence, testCase));

  it('handles the largest strings allowed (|s| = 100, |t| = 10^4)', () => {
    const t = 'xyz'.repeat(3333) + 'q';
    expect(t).toHaveLength(testNumbers.longestT);
    const s = 'xyz'.repeat(33) + 'q';
    expect(s).toHaveLength(testNumbers.longestS);
    expect(isSubsequence(s, t)).toBe(true);
    expect(isSubsequence('xyz'.repeat(33) + 'x', t)).toBe(true);
    expect(isSubsequence('q'.repeat(100), t)).toBe(false);
    expect(isSubsequence('zyx'.repeat(33) + 'z', t)).toBe(true);
    expect(isSubsequence('q' + 'x'.repeat(99), t)).toBe(false);
  });

  it('accepts a string obtained by deleting random letters of t', () => {
    assertProperty(
      fc.property(
        stringOf(fc.constantFrom('a', 'b', 'c', 'd'), {maxLength: 40}).chain((t) =>
          fc.tuple(fc.constant(t), arrayOf(fc.boolean(), {minLength: t.length, maxLength: t.length})),
        ),
        ([t, keep]) => {
          const s = [...t].filter((_, i) => keep[i]).join('');
          expect(isSubsequence(s, t)).toBe(true);
        },
      ),
    );
  });

  it('agrees with a longest-common-subsequence brute force on random strings', () => {
    assertProperty(
      fc.property(letters(6), letters(12), (s, t) => {
        expect(isSubsequence(s, t)).toBe(bruteForce(s, t));
      }),
    );
  });
});

describe('isSubsequence in next-index-table.ts', () => {
  it('agrees with solution.ts on random strings over all 26 letters', () => {
    assertProperty(
      fc.property(stringOf(alphabet, {maxLength: 8}), stringOf(alphabet, {maxLength: 300}), (s, t) => {
        expect(nextIndexTable(s, t)).toBe(twoPointers(s, t));
      }),
    );
  });

  it('answers many strings s checked against one t as solution.ts does', () => {
    const t = 'abcdefghijklmnopqrstuvwxyz'.repeat(4);
    assertProperty(
      fc.property(stringOf(alphabet, {maxLength: 100}), (s) => {
        expect(nextIndexTable(s, t)).toBe(twoPointers(s, t));
      }),
    );
  });
});
