import type {TestedCase} from '@site/src/test-kit/types';

export const cases = [
  {name: 'finds a target away from both ends', input: {nums: [-1, 0, 3, 5, 9, 12], target: 9}, expected: 4},
  {name: 'returns -1 for a target that falls between elements', input: {nums: [-1, 0, 3, 5, 9, 12], target: 2}, expected: -1},
  {name: 'finds the only element', input: {nums: [5], target: 5}, expected: 0},
  {name: 'returns -1 on a single element that differs', input: {nums: [5], target: -5}, expected: -1},
  {name: 'finds the first element', input: {nums: [1, 2, 3, 4], target: 1}, expected: 0},
  {name: 'finds the last element', input: {nums: [1, 2, 3, 4], target: 4}, expected: 3},
  {name: 'returns -1 below the smallest element', input: {nums: [1, 2, 3, 4], target: 0}, expected: -1},
  {name: 'returns -1 above the largest element', input: {nums: [1, 2, 3, 4], target: 5}, expected: -1},
  {name: 'handles negative values at the constraint edge', input: {nums: [-9999, -5, 0, 9999], target: -9999}, expected: 0},
  {name: 'handles the largest values allowed', input: {nums: [-9999, -5, 0, 9999], target: 9999}, expected: 3},
  {name: 'finds an element of a two-element array', input: {nums: [2, 7], target: 7}, expected: 1},
] satisfies TestedCase<{nums: number[]; target: number}, number>[];

/** The numbers the page's Tested cases note states, as solution.test.ts uses them. */
export const testNumbers = {largestLength: 10_000};
