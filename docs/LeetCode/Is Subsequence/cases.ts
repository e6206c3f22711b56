import type {TestedCase} from '@site/src/test-kit/types';

export const cases = [
  {name: 'finds letters spread through t', input: {s: 'abc', t: 'ahbgdc'}, expected: true},
  {name: 'rejects a letter that t lacks', input: {s: 'axc', t: 'ahbgdc'}, expected: false},
  {name: 'accepts an empty s in an empty t', input: {s: '', t: ''}, expected: true},
  {name: 'accepts an empty s in any t', input: {s: '', t: 'abc'}, expected: true},
  {name: 'rejects a non-empty s in an empty t', input: {s: 'a', t: ''}, expected: false},
  {name: 'accepts a single matching letter', input: {s: 'z', t: 'z'}, expected: true},
  {name: 'rejects a single different letter', input: {s: 'z', t: 'y'}, expected: false},
  {name: 'accepts s equal to t', input: {s: 'leetcode', t: 'leetcode'}, expected: true},
  {name: 'rejects s longer than t', input: {s: 'abcd', t: 'abc'}, expected: false},
  {name: 'rejects letters in the wrong order', input: {s: 'ba', t: 'ab'}, expected: false},
  {name: 'needs a separate place in t for each repeated letter', input: {s: 'aa', t: 'a'}, expected: false},
  {name: 'rejects a repeated letter that t holds only once among other letters', input: {s: 'aa', t: 'bab'}, expected: false},
  {name: 'matches repeated letters at separate places', input: {s: 'aa', t: 'bacab'}, expected: true},
  {name: 'matches repeated letters when t repeats them too', input: {s: 'aab', t: 'abab'}, expected: true},
  {name: 'accepts a match that ends on the last letter of t', input: {s: 'ac', t: 'abbbc'}, expected: true},
  {name: 'rejects when only the last letter of s is missing', input: {s: 'abd', t: 'abcabc'}, expected: false},
] satisfies TestedCase<{s: string; t: string}, boolean>[];

/** The numbers the page's Tested cases note states, as solution.test.ts uses them. */
export const testNumbers = {longestS: 100, longestT: 10_000};
