import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {sum} from './solution';

/** Counts from num1 towards the answer one unit at a time, |num2| steps. */
function sumByCounting(num1: number, num2: number): number {
  let total = num1;
  for (let step = 0; step < Math.abs(num2); step++) total += Math.sign(num2);
  return total;
}

describe('sum', () => {
  it.each([
    {name: 'adds two positive numbers (first published example)', num1: 12, num2: 5, expected: 17},
    {name: 'adds a negative and a positive number (second published example)', num1: -10, num2: 4, expected: -6},
    {name: 'returns zero for zero plus zero', num1: 0, num2: 0, expected: 0},
    {name: 'keeps the first number when the second is zero', num1: 7, num2: 0, expected: 7},
    {name: 'keeps the second number when the first is zero', num1: 0, num2: -7, expected: -7},
    {name: 'adds two negative numbers', num1: -3, num2: -8, expected: -11},
    {name: 'does not subtract the second number', num1: 3, num2: 8, expected: 11},
    {name: 'gives zero for opposite numbers', num1: 42, num2: -42, expected: 0},
    {name: 'reaches the largest sum allowed', num1: 100, num2: 100, expected: 200},
    {name: 'reaches the smallest sum allowed', num1: -100, num2: -100, expected: -200},
    {name: 'adds the extreme values of opposite signs', num1: -100, num2: 100, expected: 0},
    {name: 'is not a subtraction in the other order either', num1: 1, num2: -100, expected: -99},
  ])('$name', ({num1, num2, expected}) => {
    expect(sum(num1, num2)).toBe(expected);
  });

  it('matches every pair in the whole input range (-100 to 100 each)', () => {
    const mismatches: string[] = [];
    for (let num1 = -100; num1 <= 100; num1++) {
      for (let num2 = -100; num2 <= 100; num2++) {
        if (sum(num1, num2) !== sumByCounting(num1, num2)) mismatches.push(`${num1} + ${num2}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('agrees with counting one step at a time on random pairs', () => {
    fc.assert(
      fc.property(fc.integer({min: -100, max: 100}), fc.integer({min: -100, max: 100}), (num1, num2) => {
        expect(sum(num1, num2)).toBe(sumByCounting(num1, num2));
      }),
    );
  });

  it('is commutative on random pairs', () => {
    fc.assert(
      fc.property(fc.integer({min: -100, max: 100}), fc.integer({min: -100, max: 100}), (num1, num2) => {
        expect(sum(num1, num2)).toBe(sum(num2, num1));
      }),
    );
  });
});
