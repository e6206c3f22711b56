import type {TestedCase} from '@site/src/test-kit/types';

export const cases = [
  {name: 'returns an empty string for an empty string', input: {s: ''}, expected: ''},
  {name: 'returns the only character', input: {s: 'a'}, expected: 'a'},
  {name: 'finds the first character that occurs once', input: {s: 'swiss'}, expected: 'w'},
  {name: 'finds a unique character in the middle', input: {s: 'kayak'}, expected: 'y'},
  {name: 'returns the first of several unique characters', input: {s: 'aabcd'}, expected: 'b'},
  {name: 'can return the last character', input: {s: 'aabbc'}, expected: 'c'},
  {name: 'returns an empty string when every character repeats', input: {s: 'abba'}, expected: ''},
  {name: 'returns an empty string for a doubled character', input: {s: 'zz'}, expected: ''},
  {name: 'counts upper and lower case as the same letter', input: {s: 'sWiSS'}, expected: 'W'},
  {name: 'returns the original upper case', input: {s: 'aAbBC'}, expected: 'C'},
  {name: 'skips letters that repeat in the other case', input: {s: 'aBcAb'}, expected: 'c'},
  {name: 'finds nothing when only the case differs', input: {s: 'Aa'}, expected: ''},
  {name: 'finds nothing when every letter repeats in the other case', input: {s: 'XyzXYZ'}, expected: ''},
  {name: 'counts spaces and punctuation as characters', input: {s: "Go hang a salami, I'm a lasagna hog!"}, expected: ','},
  {name: 'can return a space', input: {s: 'aa bb'}, expected: ' '},
  {name: 'counts digits', input: {s: '1122334'}, expected: '4'},
  {name: 'compares accented letters case-insensitively', input: {s: 'ÉéÀx'}, expected: 'À'},
  {name: 'matches sharp s with its capital (upper-casing would not)', input: {s: 'ßẞx'}, expected: 'x'},
  {name: 'matches a capital sigma at the end of a word with an earlier one', input: {s: 'ΣxΣ'}, expected: 'x'},
  {name: 'returns a whole emoji, not half of it', input: {s: '😀😃'}, expected: '😀'},
  {name: 'skips a repeated emoji', input: {s: '😀a😀'}, expected: 'a'},
] satisfies TestedCase<{s: string}, string>[];

/** The numbers the page's Tested cases note states, as solution.test.ts uses them. */
export const testNumbers = {runs: 1000, longest: 200_001};
