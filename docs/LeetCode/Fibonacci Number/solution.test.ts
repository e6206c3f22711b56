import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {fib as iterative} from './solution';
import {fib as recursive} from './recursive';

/** Binet's formula, rounded: exact for every n up to 70 in double precision. */
function binet(n: number): number {
  const sqrt5 = Math.sqrt(5);
  return Math.round(((1 + sqrt5) / 2) ** n / sqrt5);
}

describe.each([
  {file: 'solution.ts (iterative)', fib: iterative},
  {file: 'recursive.ts', fib: recursive},
])('fib in $file', ({fib}) => {
  it.each([
    {name: 'returns 0 for n = 0 (smallest n)', n: 0, expected: 0},
    {name: 'returns 1 for n = 1', n: 1, expected: 1},
    {name: 'adds the two first numbers for n = 2', n: 2, expected: 1},
    {name: 'returns 2 for n = 3', n: 3, expected: 2},
    {name: 'returns 3 for n = 4', n: 4, expected: 3},
    {name: 'returns 55 for n = 10', n: 10, expected: 55},
    {name: 'returns 832040 for the largest n allowed (30)', n: 30, expected: 832_040},
  ])('$name', ({n, expected}) => {
    expect(fib(n)).toBe(expected);
  });

  it('agrees with the rounded Binet formula over the whole range', () => {
    fc.assert(
      fc.property(fc.integer({min: 0, max: 30}), (n) => {
        expect(fib(n)).toBe(binet(n));
      }),
    );
  });

  it('makes every number the sum of the two before it', () => {
    fc.assert(
      fc.property(fc.integer({min: 2, max: 30}), (n) => {
        expect(fib(n)).toBe(fib(n - 1) + fib(n - 2));
      }),
    );
  });
});
