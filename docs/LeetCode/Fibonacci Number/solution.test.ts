import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {fib as iterative} from './solution';
import {fib as recursive} from './recursive';
import {cases} from './cases';

/** Binet's formula, rounded: exact for every n up to 70 in double precision. */
function binet(n: number): number {
  const sqrt5 = Math.sqrt(5);
  return Math.round(((1 + sqrt5) / 2) ** n / sqrt5);
}

/** Every n from 0 to `last`. */
const upTo = (last: number) => Array.from({length: last + 1}, (_, n) => n);

describe('fib in solution.ts (iterative)', () => {
  it.each(cases)('$name', ({input: {n}, expected}) => {
    expect(iterative(n)).toBe(expected);
  });

  it('agrees with the rounded Binet formula for every n from 0 to 70', () => {
    for (const n of upTo(70)) expect(iterative(n), `n = ${n}`).toBe(binet(n));
  });

  it('makes every term the sum of the two before it, up to the last exact term (n = 78)', () => {
    fc.assert(
      fc.property(fc.integer({min: 2, max: 78}), (n) => {
        expect(iterative(n)).toBe(iterative(n - 1) + iterative(n - 2));
      }),
    );
  });
});

describe('fib in recursive.ts', () => {
  it.each(cases)('$name', ({input: {n}, expected}) => {
    expect(recursive(n)).toBe(expected);
  });

  // Bounded at 20 (about 22 000 calls): mutation testing instruments every call, and the largest n would make
  // this test millions of calls long. The table above still runs n = 30.
  it('agrees with the iterative solution for every n from 0 to 20', () => {
    for (const n of upTo(20)) expect(recursive(n), `n = ${n}`).toBe(iterative(n));
  });
});
