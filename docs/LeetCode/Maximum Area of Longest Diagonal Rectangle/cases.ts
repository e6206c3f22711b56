import type {TestedCase} from '@site/src/test-kit/types';

export const cases = [
  {
    name: 'picks the rectangle with the longer diagonal',
    input: {
      dimensions: [
        [9, 3],
        [8, 6],
      ],
    },
    expected: 48,
  },
  {
    name: 'returns the shared area when both diagonals are equal',
    input: {
      dimensions: [
        [3, 4],
        [4, 3],
      ],
    },
    expected: 12,
  },
  {name: 'returns the area of a single rectangle', input: {dimensions: [[2, 5]]}, expected: 10},
  {name: 'handles the smallest rectangle allowed', input: {dimensions: [[1, 1]]}, expected: 1},
  {
    name: 'handles the largest rectangle allowed',
    input: {
      dimensions: [
        [100, 100],
        [99, 100],
      ],
    },
    expected: 10_000,
  },
  {
    name: 'breaks a tie by the larger area when it comes first',
    input: {
      dimensions: [
        [5, 5],
        [1, 7],
      ],
    },
    expected: 25,
  },
  {
    name: 'breaks a tie by the larger area when it comes last',
    input: {
      dimensions: [
        [1, 7],
        [5, 5],
      ],
    },
    expected: 25,
  },
  {
    name: 'prefers a longer diagonal over a larger area',
    input: {
      dimensions: [
        [10, 1],
        [7, 7],
      ],
    },
    expected: 10,
  },
  {
    name: 'keeps the longest diagonal seen before smaller ones',
    input: {
      dimensions: [
        [8, 6],
        [9, 3],
        [2, 2],
      ],
    },
    expected: 48,
  },
  {
    name: 'drops an earlier tie once a longer diagonal appears',
    input: {
      dimensions: [
        [5, 5],
        [1, 7],
        [1, 8],
      ],
    },
    expected: 8,
  },
  {
    name: 'compares diagonals exactly where Math.hypot rounds them apart (1² + 30² = 15² + 26²)',
    input: {
      dimensions: [
        [1, 30],
        [15, 26],
      ],
    },
    expected: 390,
  },
  {
    name: 'handles duplicate rectangles',
    input: {
      dimensions: [
        [4, 6],
        [4, 6],
        [6, 4],
      ],
    },
    expected: 24,
  },
] satisfies TestedCase<{dimensions: number[][]}, number>[];

/** The numbers the page's Tested cases note states, as solution.test.ts uses them. */
export const testNumbers = {largestLength: 100, smallSideMax: 8};
