import type {TestedCase} from '@site/src/test-kit/types';

export const cases = [
  {name: 'rejects a letter the magazine lacks', input: {ransomNote: 'a', magazine: 'b'}, expected: false},
  {
    name: 'rejects a letter needed more often than the magazine has it',
    input: {ransomNote: 'aa', magazine: 'ab'},
    expected: false,
  },
  {
    name: 'accepts when the magazine has enough of every letter',
    input: {ransomNote: 'aa', magazine: 'aab'},
    expected: true,
  },
  {name: 'accepts a single matching letter', input: {ransomNote: 'a', magazine: 'a'}, expected: true},
  {name: 'accepts a note that uses up the whole magazine', input: {ransomNote: 'abc', magazine: 'cab'}, expected: true},
  {name: 'ignores the order of letters', input: {ransomNote: 'zyx', magazine: 'xyzxyz'}, expected: true},
  {name: 'rejects a note longer than the magazine', input: {ransomNote: 'aaa', magazine: 'aa'}, expected: false},
  {name: 'handles the first and last letters of the alphabet', input: {ransomNote: 'az', magazine: 'za'}, expected: true},
  {name: 'rejects a missing last letter of the alphabet', input: {ransomNote: 'az', magazine: 'aa'}, expected: false},
  {name: 'rejects a missing first letter of the alphabet', input: {ransomNote: 'az', magazine: 'zz'}, expected: false},
  {name: 'counts each letter separately', input: {ransomNote: 'aabb', magazine: 'aaab'}, expected: false},
  {
    name: 'uses every letter of the alphabet',
    input: {ransomNote: 'thequickbrownfoxjumpsoverthelazydog', magazine: 'abcdefghijklmnopqrstuvwxyz'.repeat(4)},
    expected: true,
  },
] satisfies TestedCase<{ransomNote: string; magazine: string}, boolean>[];

/** The numbers the page's Tested cases note states, as solution.test.ts uses them. */
export const testNumbers = {largestLength: 100_000};
