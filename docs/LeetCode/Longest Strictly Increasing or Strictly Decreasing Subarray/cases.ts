import type {TestedCase} from '@site/src/test-kit/types';

export const cases = [
  {name: 'finds runs of two around an equal pair', input: {nums: [1, 4, 3, 3, 2]}, expected: 2},
  {name: 'returns 1 when all elements are equal', input: {nums: [3, 3, 3, 3]}, expected: 1},
  {name: 'takes a whole strictly decreasing array', input: {nums: [3, 2, 1]}, expected: 3},
  {name: 'returns 1 for a single element (smallest size)', input: {nums: [7]}, expected: 1},
  {name: 'returns 1 for two equal elements', input: {nums: [5, 5]}, expected: 1},
  {name: 'returns 2 for two increasing elements', input: {nums: [1, 2]}, expected: 2},
  {name: 'returns 2 for two decreasing elements', input: {nums: [2, 1]}, expected: 2},
  {name: 'takes a whole strictly increasing array', input: {nums: [1, 2, 3, 4]}, expected: 4},
  {name: 'counts an increasing run that ends the array', input: {nums: [5, 2, 2, 3, 4]}, expected: 3},
  {name: 'counts a decreasing run that ends the array', input: {nums: [1, 1, 9, 5, 3, 2]}, expected: 4},
  {name: 'counts a run at the start of the array', input: {nums: [1, 2, 3, 3, 1]}, expected: 3},
  {name: 'does not let an equal pair extend a run', input: {nums: [1, 2, 2, 3]}, expected: 2},
  {name: 'restarts the increasing run after a drop', input: {nums: [1, 2, 3, 1, 2]}, expected: 3},
  {name: 'keeps the longer decreasing run after it ends', input: {nums: [9, 8, 7, 6, 7, 8]}, expected: 4},
  {name: 'keeps the longer increasing run after it ends', input: {nums: [1, 2, 3, 4, 3, 2]}, expected: 4},
  {name: 'returns 2 for a zigzag', input: {nums: [1, 3, 2, 4, 3, 5]}, expected: 2},
  {name: 'handles the smallest and largest values (1 and 50)', input: {nums: [50, 1, 50]}, expected: 2},
  {
    name: 'takes 50 increasing values (largest size)',
    input: {nums: Array.from({length: 50}, (_, i) => i + 1)},
    expected: 50,
  },
  {
    name: 'takes 50 decreasing values (largest size)',
    input: {nums: Array.from({length: 50}, (_, i) => 50 - i)},
    expected: 50,
  },
  {name: 'returns 1 for 50 equal values (largest size)', input: {nums: new Array<number>(50).fill(50)}, expected: 1},
] satisfies TestedCase<{nums: number[]}, number>[];

/** The numbers the page's Tested cases note states, as solution.test.ts uses them. */
export const testNumbers = {minValue: 1, fewValuesMax: 3};
