import type {Comparison} from '@site/src/test-kit/judge';
import type {TestedCase} from '@site/src/test-kit/types';

/** The problem accepts the common values in any order; `expected` lists them in ascending order. */
export const comparison: Comparison = 'any order';

export const cases = [
  {name: 'keeps a value repeated in both arrays once', input: {nums1: [1, 2, 2, 1], nums2: [2, 2]}, expected: [2]},
  {name: 'finds several common values', input: {nums1: [4, 9, 5], nums2: [9, 4, 9, 8, 4]}, expected: [4, 9]},
  {name: 'returns the shared value of two single elements (smallest size)', input: {nums1: [7], nums2: [7]}, expected: [7]},
  {name: 'returns nothing for two different single elements', input: {nums1: [7], nums2: [8]}, expected: []},
  {name: 'returns nothing when no value is shared', input: {nums1: [1, 3, 5], nums2: [2, 4, 6, 6]}, expected: []},
  {
    name: 'keeps 0 and 1000, the smallest and largest values',
    input: {nums1: [0, 500, 1000], nums2: [1000, 0]},
    expected: [0, 1000],
  },
  {name: 'returns each value once for identical arrays', input: {nums1: [3, 1, 3, 2], nums2: [3, 1, 3, 2]}, expected: [1, 2, 3]},
  {name: 'handles nums1 longer than nums2', input: {nums1: [1, 2, 3, 4, 5, 6], nums2: [6]}, expected: [6]},
  {name: 'handles nums2 longer than nums1', input: {nums1: [6], nums2: [1, 2, 3, 4, 5, 6, 6]}, expected: [6]},
  {name: 'handles a value repeated only in nums1', input: {nums1: [5, 5, 5], nums2: [5, 1]}, expected: [5]},
] satisfies TestedCase<{nums1: number[]; nums2: number[]}, number[]>[];
