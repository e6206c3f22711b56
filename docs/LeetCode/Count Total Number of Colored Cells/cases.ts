import type {TestedCase} from '@site/src/components/TestedCases/types';

export const cases = [
  {name: 'colours only the starting cell after one minute (smallest n)', input: {n: 1}, expected: 1},
  {name: 'adds the four neighbours in the second minute', input: {n: 2}, expected: 5},
  {name: 'adds a ring of eight cells in the third minute', input: {n: 3}, expected: 13},
  {name: 'adds a ring of twelve cells in the fourth minute', input: {n: 4}, expected: 25},
  {name: 'counts a diamond of radius nine after ten minutes', input: {n: 10}, expected: 181},
  {name: 'stays exact for the largest n allowed (10^5)', input: {n: 100_000}, expected: 19_999_800_001},
] satisfies TestedCase<{n: number}, number>[];
