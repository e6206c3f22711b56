import type {TestedCase} from '@site/src/test-kit/types';

export const cases = [
  {name: 'adds two positive numbers (first published example)', input: {num1: 12, num2: 5}, expected: 17},
  {name: 'adds a negative and a positive number (second published example)', input: {num1: -10, num2: 4}, expected: -6},
  {name: 'adds the same two numbers given in the other order', input: {num1: 4, num2: -10}, expected: -6},
  {name: 'returns zero for zero plus zero', input: {num1: 0, num2: 0}, expected: 0},
  {name: 'keeps the first number when the second is zero', input: {num1: 7, num2: 0}, expected: 7},
  {name: 'keeps the second number when the first is zero', input: {num1: 0, num2: -7}, expected: -7},
  {name: 'adds two negative numbers', input: {num1: -3, num2: -8}, expected: -11},
  {name: 'does not subtract the second number', input: {num1: 3, num2: 8}, expected: 11},
  {name: 'gives zero for opposite numbers', input: {num1: 42, num2: -42}, expected: 0},
  {name: 'reaches the largest sum allowed', input: {num1: 100, num2: 100}, expected: 200},
  {name: 'reaches the smallest sum allowed', input: {num1: -100, num2: -100}, expected: -200},
  {name: 'adds the extreme values of opposite signs', input: {num1: -100, num2: 100}, expected: 0},
  {name: 'is not a subtraction in the other order either', input: {num1: 1, num2: -100}, expected: -99},
  {name: 'adds a large negative first number to a small positive one', input: {num1: -99, num2: 2}, expected: -97},
] satisfies TestedCase<{num1: number; num2: number}, number>[];

/** The numbers the page's Tested cases note states, as solution.test.ts uses them. */
export const testNumbers = {smallest: -100, largest: 100, pairs: 40_401};
