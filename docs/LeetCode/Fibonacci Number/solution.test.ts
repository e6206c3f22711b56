import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {fib as iterative} from './solution';
import {fib as recursive} from './recursive';
import {fib as fastDoubling} from './fast-doubling';
import {cases, testNumbers} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';
import {assertProperty} from '@site/src/test-kit/random-inputs';

/** Binet's formula, rounded: exact for every n up to 70 in double precision. */
function binet(n: number): number {
  const sqrt5 = Math.sqrt(5);
  return Math.round(((1 + sqrt5) / 2) ** n / sqrt5);
}

/** Every n from 0 to `last`. */
const upTo = (last: number) => Array.from({length: last + 1}, (_, n) => n);

describe('fib in solution.ts (iterative)', () => {
  it.each(cases)('$name', (testCase) => expectToPass(iterative, testCase));

  it('agrees with the rounded Binet formula for every n from 0 to 70', () => {
    for (const n of upTo(70)) expect(iterative(n), `n = ${n}`).toBe(binet(n));
  });

  it('makes every term the sum of the two before it, up to the last exact term (n = 78)', () => {
    assertProperty(
      fc.property(fc.integer({min: 2, max: 78}), (n) => {
        expect(iterative(n)).toBe(iterative(n - 1) + iterative(n - 2));
      }),
    );
  });
});

describe('fib in recursive.ts', () => {
  it.each(cases)('$name', (testCase) => expectToPass(recursive, testCase));

  // Bounded at 20 (about 22 000 calls for n = 20 itself): mutation testing instruments every call, and the largest n would make
  // this test millions of calls long. The table above still runs n = 30.
  it('agrees with the iterative solution for every n from 0 to 20', () => {
    for (const n of upTo(20)) expect(recursive(n), `n = ${n}`).toBe(iterative(n));
  });
});

/** Reference for large n: the pair (F(k), F(k + 1)) slid forward n times, in exact BigInt arithmetic. */
function bigIntLoop(n: number): bigint {
  let previous = 0n;
  let current = 1n;
  for (let step = 0; step < n; step++) [previous, current] = [current, previous + current];
  return previous;
}

describe('fib in fast-doubling.ts', () => {
  it.each(cases)('$name', ({input: {n}, expected}) => {
    expect(fastDoubling(n)).toBe(BigInt(expected));
  });

  it('agrees with the iterative solution for every n from 0 to 78, the last exact number', () => {
    for (const n of upTo(78)) expect(fastDoubling(n), `n = ${n}`).toBe(BigInt(iterative(n)));
  });

  it('agrees with the iterative solution on random n from 0 to 78', () => {
    assertProperty(
      fc.property(fc.integer({min: 0, max: 78}), (n) => {
        expect(fastDoubling(n)).toBe(BigInt(iterative(n)));
      }),
    );
  });

  it('stays exact at n = 79, where the iterative number version has already rounded', () => {
    expect(fastDoubling(79)).toBe(14_472_334_024_676_221n);
    expect(BigInt(iterative(79))).not.toBe(fastDoubling(79));
  });

  it('gives F(100) exactly', () => {
    expect(fastDoubling(100)).toBe(354_224_848_179_261_915_075n);
  });

  it('agrees with a BigInt loop on random n up to 3000', () => {
    assertProperty(
      fc.property(fc.integer({min: 0, max: testNumbers.bigIntLoopMax}), (n) => {
        expect(fastDoubling(n)).toBe(bigIntLoop(n));
      }),
    );
  });

  it('makes every term the sum of the two before it, far past 2^53', () => {
    assertProperty(
      fc.property(fc.integer({min: 2, max: 100_000}), (n) => {
        expect(fastDoubling(n)).toBe(fastDoubling(n - 1) + fastDoubling(n - 2));
      }),
      {numRuns: 30},
    );
  });
});
