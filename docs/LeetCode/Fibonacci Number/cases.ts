import type {TestedCase} from '@site/src/test-kit/types';

export const cases = [
  {name: 'returns 0 for the smallest n', input: {n: 0}, expected: 0},
  {name: 'returns 1 for n = 1', input: {n: 1}, expected: 1},
  {name: 'adds the two first terms for n = 2', input: {n: 2}, expected: 1},
  {name: 'returns 2 for n = 3', input: {n: 3}, expected: 2},
  {name: 'returns 3 for n = 4', input: {n: 4}, expected: 3},
  {name: 'returns 8 for n = 6', input: {n: 6}, expected: 8},
  {name: 'returns 55 for n = 10', input: {n: 10}, expected: 55},
  {name: 'returns 832040 for the largest n allowed', input: {n: 30}, expected: 832_040},
] satisfies TestedCase<{n: number}, number>[];

/** The numbers the page's Tested cases note states, as solution.test.ts uses them. */
export const testNumbers = {bigIntLoopMax: 3000};
