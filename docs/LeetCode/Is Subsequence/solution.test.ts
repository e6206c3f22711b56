import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {isSubsequence} from './solution';

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

const letters = (maxLength: number) => fc.string({unit: fc.constantFrom('a', 'b', 'c'), maxLength});

describe('isSubsequence', () => {
  it.each([
    {name: 'finds letters spread through t', s: 'abc', t: 'ahbgdc', expected: true},
    {name: 'rejects a letter that t lacks', s: 'axc', t: 'ahbgdc', expected: false},
    {name: 'accepts an empty s in an empty t', s: '', t: '', expected: true},
    {name: 'accepts an empty s in any t', s: '', t: 'abc', expected: true},
    {name: 'rejects a non-empty s in an empty t', s: 'a', t: '', expected: false},
    {name: 'accepts a single matching letter', s: 'z', t: 'z', expected: true},
    {name: 'rejects a single different letter', s: 'z', t: 'y', expected: false},
    {name: 'accepts s equal to t', s: 'leetcode', t: 'leetcode', expected: true},
    {name: 'rejects s longer than t', s: 'abcd', t: 'abc', expected: false},
    {name: 'rejects letters in the wrong order', s: 'ba', t: 'ab', expected: false},
    {name: 'needs a separate place in t for each repeated letter', s: 'aa', t: 'a', expected: false},
    {name: 'matches repeated letters at separate places', s: 'aa', t: 'bab', expected: false},
    {name: 'matches repeated letters when t repeats them too', s: 'aab', t: 'abab', expected: true},
    {name: 'accepts a match that ends on the last letter of t', s: 'ac', t: 'abbbc', expected: true},
    {name: 'rejects when only the last letter of s is missing', s: 'abd', t: 'abcabc', expected: false},
  ])('$name', ({s, t, expected}) => {
    expect(isSubsequence(s, t)).toBe(expected);
  });

  it('handles the largest strings allowed (|s| = 100, |t| = 10^4)', () => {
    const t = 'xyz'.repeat(3333) + 'q';
    expect(t).toHaveLength(10_000);
    expect(isSubsequence('xyz'.repeat(33) + 'q', t)).toBe(true);
    expect(isSubsequence('xyz'.repeat(33) + 'x', t)).toBe(true);
    expect(isSubsequence('q'.repeat(100), t)).toBe(false);
    expect(isSubsequence('zyx'.repeat(33) + 'z', t)).toBe(true);
    expect(isSubsequence('q' + 'x'.repeat(99), t)).toBe(false);
  });

  it('accepts every string obtained by deleting letters of t', () => {
    fc.assert(
      fc.property(
        fc.string({unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 40}).chain((t) =>
          fc.tuple(fc.constant(t), fc.array(fc.boolean(), {minLength: t.length, maxLength: t.length})),
        ),
        ([t, keep]) => {
          const s = [...t].filter((_, i) => keep[i]).join('');
          expect(isSubsequence(s, t)).toBe(true);
        },
      ),
    );
  });

  it('agrees with a longest-common-subsequence brute force on random strings', () => {
    fc.assert(
      fc.property(letters(6), letters(12), (s, t) => {
        expect(isSubsequence(s, t)).toBe(bruteForce(s, t));
      }),
    );
  });
});
