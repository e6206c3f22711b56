import type {TestedCase} from '@site/src/test-kit/types';

export const cases = [
  {name: 'colours one cell in the first minute (smallest n)', input: {n: 1}, expected: 1},
  {name: 'adds the four neighbours in minute 2', input: {n: 2}, expected: 5},
  {name: 'adds a ring of 8 cells in minute 3', input: {n: 3}, expected: 13},
  {name: 'adds a ring of 12 cells in minute 4', input: {n: 4}, expected: 25},
  {name: 'counts a diamond of radius 9 after 10 minutes', input: {n: 10}, expected: 181},
  {name: 'stays exact for the largest n (10^5)', input: {n: 100_000}, expected: 19_999_800_001},
] satisfies TestedCase<{n: number}, number>[];
