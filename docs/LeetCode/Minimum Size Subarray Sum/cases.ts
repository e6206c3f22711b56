import type {TestedCase} from '@site/src/test-kit/types';

export const cases = [
  {name: 'finds the shortest of several windows', input: {target: 7, nums: [2, 3, 1, 2, 4, 3]}, expected: 2},
  {name: 'finds a single element that reaches the target', input: {target: 4, nums: [1, 4, 4]}, expected: 1},
  {
    name: 'returns 0 when even the whole array falls short',
    input: {target: 11, nums: [1, 1, 1, 1, 1, 1, 1, 1]},
    expected: 0,
  },
  {name: 'handles the smallest input allowed', input: {target: 1, nums: [1]}, expected: 1},
  {name: 'returns 0 for a single element below the target', input: {target: 5, nums: [4]}, expected: 0},
  {name: 'counts a sum equal to the target', input: {target: 6, nums: [1, 2, 3]}, expected: 3},
  {name: 'needs the whole array when only its total is enough', input: {target: 15, nums: [1, 2, 3, 4, 5]}, expected: 5},
  {name: 'finds a window at the end after a longer one', input: {target: 11, nums: [1, 2, 3, 4, 5]}, expected: 3},
  {name: 'finds a window at the start', input: {target: 9, nums: [5, 4, 1, 1]}, expected: 2},
  {name: 'finds a window in the middle', input: {target: 10, nums: [1, 1, 6, 4, 1, 1]}, expected: 2},
  {name: 'shrinks past several values to a single large one', input: {target: 8, nums: [1, 1, 1, 1, 8]}, expected: 1},
  {name: 'accepts an element far above the target', input: {target: 100, nums: [1, 1, 10_000, 1]}, expected: 1},
  {name: 'handles equal values', input: {target: 9, nums: [3, 3, 3, 3, 3]}, expected: 3},
  {
    name: 'returns 0 for the largest target on a small array',
    input: {target: 1_000_000_000, nums: [10_000, 10_000]},
    expected: 0,
  },
] satisfies TestedCase<{target: number; nums: number[]}, number>[];

/** The numbers the page's Tested cases note states, as solution.test.ts uses them. */
export const testNumbers = {largestLength: 100_000, largestValue: 10_000};
