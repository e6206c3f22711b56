import type {TestedCase} from '@site/src/test-kit/types';

export const cases = [
  {name: 'accepts a single element', input: {nums: [1]}, expected: true},
  {name: 'accepts alternating even, odd, even', input: {nums: [2, 1, 4]}, expected: true},
  {name: 'rejects two odd neighbours in the middle', input: {nums: [4, 3, 1, 6]}, expected: false},
  {name: 'accepts a single even element', input: {nums: [100]}, expected: true},
  {name: 'accepts an odd then an even element', input: {nums: [1, 2]}, expected: true},
  {name: 'accepts an even then an odd element', input: {nums: [2, 1]}, expected: true},
  {name: 'rejects two equal odd elements', input: {nums: [1, 1]}, expected: false},
  {name: 'rejects two different even elements', input: {nums: [2, 100]}, expected: false},
  {name: 'rejects a clash between the first two elements', input: {nums: [3, 5, 2, 7]}, expected: false},
  {name: 'rejects a clash between the last two elements', input: {nums: [1, 2, 3, 4, 6]}, expected: false},
  {name: 'accepts values at both ends of the range', input: {nums: [1, 100, 1, 100]}, expected: true},
  {name: 'rejects a repeated even value', input: {nums: [1, 4, 4, 1]}, expected: false},
  {name: 'does not compare elements two apart', input: {nums: [1, 2, 5, 6, 9]}, expected: true},
  {
    name: 'accepts 1, 2, …, 100 (largest size)',
    input: {nums: Array.from({length: 100}, (_, i) => i + 1)},
    expected: true,
  },
  {
    name: 'rejects 1, 2, …, 99 followed by 97, a clash at the very end (largest size)',
    input: {nums: [...Array.from({length: 99}, (_, i) => i + 1), 97]},
    expected: false,
  },
  {name: 'rejects 100 equal even values (largest size)', input: {nums: new Array<number>(100).fill(100)}, expected: false},
] satisfies TestedCase<{nums: number[]}, boolean>[];
