import {describe, expect, it} from 'vitest';
import {sum} from './solution';
import {cases, testNumbers} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';

/** Counts from num1 towards the answer one unit at a time, |num2| steps. */
function sumByCounting(num1: number, num2: number): number {
  let total = num1;
  for (let step = 0; step < Math.abs(num2); step++) total += Math.sign(num2);
  return total;
}

describe('sum', () => {
  it.each(cases)('$name', (testCase) => expectToPass(sum, testCase));

  it('agrees with counting one step at a time on every pair of the input range (-100 to 100 each)', () => {
    const mismatches: string[] = [];
    let pairs = 0;
    for (let num1 = testNumbers.smallest; num1 <= testNumbers.largest; num1++) {
      for (let num2 = testNumbers.smallest; num2 <= testNumbers.largest; num2++) {
        pairs++;
        if (sum(num1, num2) !== sumByCounting(num1, num2)) mismatches.push(`${num1} + ${num2}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(pairs).toBe(testNumbers.pairs);
  });
});
