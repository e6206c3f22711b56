import type {TestedCase} from '@site/src/test-kit/types';

/** The longest strings allowed, 100 letters: every seventh letter of the alphabet, wrapping around ("ahov…"). */
const largest = Array.from({length: 100}, (_, i) => String.fromCharCode(97 + ((i * 7) % 26))).join('');
const at = (i: number): string => largest.charAt(i);

export const cases = [
  {name: 'accepts one swap of the first and last letters (first published example)', input: {s1: 'bank', s2: 'kanb'}, expected: true},
  {name: 'rejects strings with different letters (second published example)', input: {s1: 'attack', s2: 'defend'}, expected: false},
  {name: 'accepts equal strings without any swap (third published example)', input: {s1: 'kelb', s2: 'kelb'}, expected: true},
  {name: 'rejects a reversal that needs two swaps', input: {s1: 'abcd', s2: 'dcba'}, expected: false},
  {name: 'accepts equal single letters', input: {s1: 'a', s2: 'a'}, expected: true},
  {name: 'rejects different single letters', input: {s1: 'a', s2: 'b'}, expected: false},
  {name: 'accepts two letters swapped', input: {s1: 'ab', s2: 'ba'}, expected: true},
  {name: 'accepts a swap of two neighbours in the middle', input: {s1: 'abcde', s2: 'acbde'}, expected: true},
  {name: 'accepts a swap at the end', input: {s1: 'xyzab', s2: 'xyzba'}, expected: true},
  {name: 'rejects a single differing position at the start', input: {s1: 'ab', s2: 'cb'}, expected: false},
  {name: 'rejects a single differing position at the end', input: {s1: 'abc', s2: 'abd'}, expected: false},
  {name: 'rejects a single difference even when the letter it needs occurs elsewhere', input: {s1: 'ab', s2: 'bb'}, expected: false},
  {name: 'rejects two differences that are not a swap', input: {s1: 'ab', s2: 'cd'}, expected: false},
  {name: 'rejects two differences where only the second letter of s1 crosses', input: {s1: 'ab', s2: 'bc'}, expected: false},
  {name: 'rejects two differences where only the first letter of s1 crosses', input: {s1: 'ab', s2: 'ca'}, expected: false},
  {name: 'rejects three differences between strings with different letter counts', input: {s1: 'aab', s2: 'bba'}, expected: false},
  {name: 'rejects three differences even if the first two are a swap', input: {s1: 'abx', s2: 'bay'}, expected: false},
  {name: 'rejects a three-letter cycle (same letters, needs two swaps)', input: {s1: 'abc', s2: 'bca'}, expected: false},
  {name: 'accepts a swap of two letters surrounded by duplicates', input: {s1: 'aaabaaac', s2: 'aaacaaab'}, expected: true},
  {name: 'accepts the largest strings allowed when they are equal', input: {s1: largest, s2: largest}, expected: true},
  {
    name: 'accepts the largest strings allowed with their ends swapped',
    input: {s1: largest, s2: at(99) + largest.slice(1, 99) + at(0)},
    expected: true,
  },
  {
    name: 'rejects the largest strings allowed with two separate swaps',
    input: {s1: largest, s2: at(1) + at(0) + largest.slice(2, 98) + at(99) + at(98)},
    expected: false,
  },
  {
    name: 'rejects the largest strings allowed differing only at the last letter',
    input: {s1: largest, s2: largest.slice(0, 99) + 'z'},
    expected: false,
  },
] satisfies TestedCase<{s1: string; s2: string}, boolean>[];

/** The numbers the page's Tested cases note states, as solution.test.ts uses them. */
export const testNumbers = {maxLength: 100, minPairLength: 1, maxPairLength: 12};
