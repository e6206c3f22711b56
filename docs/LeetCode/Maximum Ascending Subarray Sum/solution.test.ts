import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {maxAscendingSum as onePass} from './solution';
import {maxAscendingSum as bruteForce} from './brute-force';
import {cases, testNumbers} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';
import {arrayOf, assertProperty} from '@site/src/test-kit/random-inputs';

/** Reference answer: the sum of every strictly ascending subarray, tried one by one. */
function reference(nums: number[]): number {
  let best = 0;
  for (let start = 0; start < nums.length; start++) {
    for (let end = start; end < nums.length; end++) {
      const slice = nums.slice(start, end + 1);
      if (slice.every((value, i) => i === 0 || value > slice[i - 1]!)) {
        best = Math.max(
          best,
          slice.reduce((sum, value) => sum + value, 0),
        );
      }
    }
  }
  return best;
}

describe.each([
  {file: 'solution.ts (one pass)', maxAscendingSum: onePass},
  {file: 'brute-force.ts (every start)', maxAscendingSum: bruteForce},
])('maxAscendingSum in $file', ({maxAscendingSum}) => {
  it.each(cases)('$name', (testCase) => expectToPass(maxAscendingSum, testCase));

  it('handles the largest input allowed (100 values)', () => {
    expect(maxAscendingSum(Array.from({length: testNumbers.largestLength}, (_, i) => i + 1))).toBe(5050);
    expect(maxAscendingSum(Array.from({length: testNumbers.largestLength}, () => 100))).toBe(100);
    expect(maxAscendingSum(Array.from({length: testNumbers.largestLength}, (_, i) => 100 - i))).toBe(100);
  });

  it('does not change the array it is given', () => {
    const nums = [10, 20, 30, 5, 10, 50];
    maxAscendingSum(nums);
    expect(nums).toEqual([10, 20, 30, 5, 10, 50]);
  });

  it('agrees with summing every ascending subarray on random arrays', () => {
    assertProperty(
      fc.property(arrayOf(fc.integer({min: 1, max: 100}), {minLength: 1, maxLength: testNumbers.largestLength}), (nums) => {
        expect(maxAscendingSum(nums)).toBe(reference(nums));
      }),
    );
  });

  it('agrees with summing every ascending subarray on small values, where equal neighbours are frequent', () => {
    assertProperty(
      fc.property(
        arrayOf(fc.integer({min: testNumbers.minValue, max: testNumbers.fewValuesMax}), {minLength: 1, maxLength: 20}),
        (nums) => {
          expect(maxAscendingSum(nums)).toBe(reference(nums));
        },
      ),
    );
  });
});

describe('brute-force.ts against solution.ts', () => {
  it('gives the same answer on random arrays within the constraints', () => {
    assertProperty(
      fc.property(arrayOf(fc.integer({min: 1, max: 100}), {minLength: 1, maxLength: testNumbers.largestLength}), (nums) => {
        expect(bruteForce(nums)).toBe(onePass(nums));
      }),
    );
  });
});
