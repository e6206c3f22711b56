import type {TestedCase} from '@site/src/test-kit/types';

export const cases = [
  {name: 'picks the later run when it sums to more', input: {nums: [10, 20, 30, 5, 10, 50]}, expected: 65},
  {name: 'sums the whole array when it is ascending', input: {nums: [10, 20, 30, 40, 50]}, expected: 150},
  {name: 'picks a longer run of small values over a shorter run of larger ones', input: {nums: [12, 17, 15, 13, 10, 11, 12]}, expected: 33},
  {
    name: 'returns the first element of a descending array when it is the largest',
    input: {nums: [100, 10, 1]},
    expected: 100,
  },
  {name: 'returns the only element', input: {nums: [1]}, expected: 1},
  {name: 'returns the largest value allowed on its own', input: {nums: [100]}, expected: 100},
  {name: 'does not extend a run with an equal value', input: {nums: [5, 5]}, expected: 5},
  {name: 'restarts the run after an equal value', input: {nums: [1, 2, 2, 3]}, expected: 5},
  {name: 'starts a new run at an equal value and extends it', input: {nums: [3, 3, 9, 1]}, expected: 12},
  {name: 'lets a single large value beat a long run', input: {nums: [100, 1, 2, 3, 4]}, expected: 100},
  {name: 'lets a long run beat a single large value', input: {nums: [90, 1, 30, 40, 50]}, expected: 121},
  {name: 'keeps an earlier maximum after a smaller later run', input: {nums: [1, 50, 2, 3]}, expected: 51},
  {name: 'finds a run that ends the array', input: {nums: [9, 1, 2, 10]}, expected: 13},
] satisfies TestedCase<{nums: number[]}, number>[];

/** The numbers the page's Tested cases note states, as solution.test.ts uses them. */
export const testNumbers = {largestLength: 100, minValue: 1, fewValuesMax: 4};
