import type {TestedCase} from '@site/src/test-kit/types';

export const cases = [
  {name: 'counts five bad pairs (first published example)', input: {nums: [4, 1, 3, 3]}, expected: 5},
  {name: 'finds no bad pair in consecutive values (second published example)', input: {nums: [1, 2, 3, 4, 5]}, expected: 0},
  {name: 'has no pair at all for a single element', input: {nums: [7]}, expected: 0},
  {name: 'counts one bad pair of equal values', input: {nums: [3, 3]}, expected: 1},
  {name: 'counts one bad pair for a decreasing step', input: {nums: [5, 4]}, expected: 1},
  {name: 'counts no bad pair for a step of exactly one', input: {nums: [4, 5]}, expected: 0},
  {name: 'counts every pair as bad when all values are equal', input: {nums: [2, 2, 2, 2]}, expected: 6},
  {name: 'counts only pairs whose gap differs from the index gap', input: {nums: [1, 5, 3, 4]}, expected: 3},
  {name: 'finds the one good pair between the first and last elements', input: {nums: [1, 9, 9, 4]}, expected: 5},
  {name: 'counts as good only the pairs within each of two runs', input: {nums: [1, 2, 10, 11]}, expected: 4},
  {name: 'handles the largest values allowed', input: {nums: [1_000_000_000, 1_000_000_000, 1]}, expected: 3},
  {name: 'finds a good pair at the top of the value range', input: {nums: [999_999_999, 1_000_000_000]}, expected: 0},
] satisfies TestedCase<{nums: number[]}, number>[];

/** The numbers the page's Tested cases note states, as solution.test.ts uses them. */
export const testNumbers = {maxRandomLength: 200, largestLength: 100_000};
