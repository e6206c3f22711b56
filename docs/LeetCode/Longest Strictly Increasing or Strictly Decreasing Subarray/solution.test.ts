import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {longestMonotonicSubarray as onePass} from './solution';
import {longestMonotonicSubarray as bruteForce} from './brute-force';
import {cases, testNumbers} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';
import {arrayOf, assertProperty} from '@site/src/test-kit/random-inputs';

/** Reference answer: checks every subarray in full and keeps the longest strictly monotonic one. */
function reference(nums: number[]): number {
  let longest = 0;
  for (let start = 0; start < nums.length; start++) {
    for (let end = start + 1; end <= nums.length; end++) {
      const part = nums.slice(start, end);
      const pairs = part.slice(1).map((value, i) => [part[i]!, value] as const);
      if (pairs.every(([a, b]) => a < b) || pairs.every(([a, b]) => a > b)) longest = Math.max(longest, part.length);
    }
  }
  return longest;
}

describe.each([
  {file: 'solution.ts (one pass)', longestMonotonicSubarray: onePass},
  {file: 'brute-force.ts (every start)', longestMonotonicSubarray: bruteForce},
])('longestMonotonicSubarray in $file', ({longestMonotonicSubarray}) => {
  it.each(cases)('$name', (testCase) => expectToPass(longestMonotonicSubarray, testCase));

  it('does not change the array it is given', () => {
    const nums = [3, 1, 2];
    longestMonotonicSubarray(nums);
    expect(nums).toEqual([3, 1, 2]);
  });

  it('agrees with checking every subarray on random arrays', () => {
    assertProperty(
      fc.property(arrayOf(fc.integer({min: 1, max: 50}), {minLength: 1, maxLength: 50}), (nums) => {
        expect(longestMonotonicSubarray(nums)).toBe(reference(nums));
      }),
    );
  });

  it('agrees with checking every subarray on random arrays with many equal neighbours', () => {
    assertProperty(
      fc.property(
        arrayOf(fc.integer({min: testNumbers.minValue, max: testNumbers.fewValuesMax}), {minLength: 1, maxLength: 50}),
        (nums) => {
          expect(longestMonotonicSubarray(nums)).toBe(reference(nums));
        },
      ),
    );
  });
});

describe('brute-force.ts against solution.ts', () => {
  it('gives the same answer on random arrays within the constraints', () => {
    assertProperty(
      fc.property(arrayOf(fc.integer({min: 1, max: 50}), {minLength: 1, maxLength: 50}), (nums) => {
        expect(bruteForce(nums)).toBe(onePass(nums));
      }),
    );
  });
});
