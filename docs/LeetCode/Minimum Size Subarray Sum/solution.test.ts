import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {minSubArrayLen as slidingWindow} from './solution';
import {minSubArrayLen as binarySearch} from './binary-search';
import {cases, testNumbers} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';
import {arrayOf, assertProperty} from '@site/src/test-kit/random-inputs';

/** Reference answer: from every start, grow the subarray until its sum reaches the target. */
function bruteForce(target: number, nums: number[]): number {
  let best = 0;
  for (let start = 0; start < nums.length; start++) {
    let sum = 0;
    for (let end = start; end < nums.length; end++) {
      sum += nums[end]!;
      if (sum >= target) {
        const length = end - start + 1;
        if (best === 0 || length < best) best = length;
        break;
      }
    }
  }
  return best;
}

/** How long the largest-input test may take, in milliseconds (measured: see the test). */
const LARGEST_INPUT_LIMIT = 10_000;

describe.each([
  {file: 'solution.ts (sliding window)', minSubArrayLen: slidingWindow},
  {file: 'binary-search.ts (prefix sums and binary search)', minSubArrayLen: binarySearch},
])('minSubArrayLen in $file', ({minSubArrayLen}) => {
  it.each(cases)('$name', (testCase) => expectToPass(minSubArrayLen, testCase));

  // Its speed at this size is measured by npm run bench:solutions. The time limit: this test took at most 0.5 s per
  // file on the 2-core test machine at load 14 (2026-11-26), and LARGEST_INPUT_LIMIT is 20 times that, room for
  // Stryker's instrumented run; the quadratic brute force (bruteForce above, from every start) took 69 s on them
  // (13.5 s on the first alone).
  it(
    'answers correctly at the largest input allowed (10^5 values)',
    () => {
      const largest = Array.from({length: testNumbers.largestLength}, () => testNumbers.largestValue);
      const ones = Array.from({length: testNumbers.largestLength}, () => 1);
      const mixed = Array.from({length: testNumbers.largestLength}, (_, i) => (i % 10_000) + 1);
      // 10^5 values of 10^4 add up to exactly 10^9, the largest target: the whole array is needed.
      expect(minSubArrayLen(1_000_000_000, largest)).toBe(100_000);
      expect(minSubArrayLen(10_000, largest)).toBe(1);
      expect(minSubArrayLen(1_000_000_000, ones)).toBe(0);
      expect(minSubArrayLen(100_000, ones)).toBe(100_000);
      expect(minSubArrayLen(99_999, ones)).toBe(99_999);
      // In 1..10^4 repeated, the ten values 9991..10^4 add up to 99955 < 10^5, so eleven are needed.
      expect(minSubArrayLen(100_000, mixed)).toBe(11);
    },
    LARGEST_INPUT_LIMIT,
  );

  it('agrees with a brute force on small values', () => {
    assertProperty(
      fc.property(fc.integer({min: 1, max: 200}), arrayOf(fc.integer({min: 1, max: 20}), {minLength: 1, maxLength: 60}), (target, nums) => {
        expect(minSubArrayLen(target, nums)).toBe(bruteForce(target, nums));
      }),
    );
  });

  it('agrees with a brute force on values up to 10^4', () => {
    assertProperty(
      fc.property(
        fc.integer({min: 1, max: 500_000}),
        arrayOf(fc.integer({min: 1, max: testNumbers.largestValue}), {minLength: 1, maxLength: 200}),
        (target, nums) => {
          expect(minSubArrayLen(target, nums)).toBe(bruteForce(target, nums));
        },
      ),
    );
  });

  it('does not change the array it is given', () => {
    const nums = [2, 3, 1, 2, 4, 3];
    minSubArrayLen(7, nums);
    expect(nums).toEqual([2, 3, 1, 2, 4, 3]);
  });
});
