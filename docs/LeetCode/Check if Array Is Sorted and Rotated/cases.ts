import type {TestedCase} from '@site/src/test-kit/types';

export const cases = [
  {
    name: 'accepts a sorted array with two elements moved to the back (first published example)',
    input: {nums: [3, 4, 5, 1, 2]},
    expected: true,
  },
  {name: 'rejects an array no rotation can sort (second published example)', input: {nums: [2, 1, 3, 4]}, expected: false},
  {name: 'accepts an array that is already sorted (third published example)', input: {nums: [1, 2, 3]}, expected: true},
  {name: 'accepts a single element', input: {nums: [7]}, expected: true},
  {name: 'accepts two elements in order', input: {nums: [1, 2]}, expected: true},
  {name: 'accepts two elements out of order, a rotation by one', input: {nums: [2, 1]}, expected: true},
  {name: 'accepts two equal elements: equal neighbours are not a descent', input: {nums: [1, 1]}, expected: true},
  {name: 'accepts all-equal elements', input: {nums: [5, 5, 5, 5]}, expected: true},
  {name: 'accepts a rotation with duplicates around the break', input: {nums: [2, 2, 1, 1, 2]}, expected: true},
  {name: 'accepts a rotation whose break is at the last step', input: {nums: [2, 3, 4, 1]}, expected: true},
  {name: 'rejects a strictly decreasing array', input: {nums: [3, 2, 1]}, expected: false},
  {name: 'rejects when the wrap-around step is a second descent', input: {nums: [1, 3, 2]}, expected: false},
  {name: 'rejects two descents inside the array', input: {nums: [1, 3, 2, 4, 3]}, expected: false},
  {name: 'rejects a repeated pattern', input: {nums: [1, 2, 1, 2]}, expected: false},
  {name: 'rejects when only the first pair is out of order', input: {nums: [2, 1, 2, 3]}, expected: false},
  {name: 'rejects a dip of equal values in the middle', input: {nums: [2, 1, 1, 3]}, expected: false},
  {name: 'accepts the smallest and largest values allowed', input: {nums: [100, 1]}, expected: true},
  {name: 'rejects the extreme values in a bad order', input: {nums: [1, 100, 1, 100]}, expected: false},
] satisfies TestedCase<{nums: number[]}, boolean>[];

/** The numbers the page's Tested cases note states, as solution.test.ts uses them. */
export const testNumbers = {minLength: 1, maxLength: 100, minValue: 1, maxValue: 100, fewValuesMax: 4};
