import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {search} from './solution';
import {cases, testNumbers} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';
import {assertProperty, uniqueArrayOf} from '@site/src/test-kit/random-inputs';

/** A sorted array of distinct values with a target that is one of its elements about half the time. */
const sortedArrayAndTarget = uniqueArrayOf(fc.integer({min: -9_999, max: 9_999}), {minLength: 1, maxLength: 200}).chain((values) => {
  const nums = [...values].sort((a, b) => a - b);
  return fc.record({
    nums: fc.constant(nums),
    target: fc.oneof(fc.constantFrom(...nums), fc.integer({min: -10_000, max: 10_000})),
  });
});

/** Wraps an array so that every read of an element is counted. */
function countingReads(nums: number[]): {nums: number[]; reads: () => number} {
  let reads = 0;
  const proxy = new Proxy(nums, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return {nums: proxy, reads: () => reads};
}

describe('search', () => {
  it.each(cases)('$name', (testCase) => expectToPass(search, testCase));

  it('finds every element of the largest array allowed (10^4 elements)', () => {
    const nums = Array.from({length: testNumbers.largestLength}, (_, i) => 2 * i - 9_999);
    nums.forEach((value, index) => expect(search(nums, value)).toBe(index));
    expect(search(nums, 0)).toBe(-1);
  });

  it('returns the same index as a linear scan, for present and absent targets alike', () => {
    assertProperty(
      fc.property(sortedArrayAndTarget, ({nums, target}) => {
        expect(search(nums, target)).toBe(nums.indexOf(target));
      }),
    );
  });

  it('reads at most floor(log2 n) + 1 elements of an array of n elements', () => {
    assertProperty(
      fc.property(fc.integer({min: 1, max: testNumbers.largestLength}), fc.integer({min: -10_000, max: 10_000}), (n, target) => {
        const counted = countingReads(Array.from({length: n}, (_, i) => 2 * i - 9_999));
        search(counted.nums, target);
        expect(counted.reads()).toBeLessThanOrEqual(Math.floor(Math.log2(n)) + 1);
      }),
    );
  });

  it.each([
    {n: 1, reads: 1},
    {n: 2, reads: 2},
    {n: 7, reads: 3},
    {n: 8, reads: 4},
    {n: 10_000, reads: 14},
  ])('reads floor(log2 n) + 1 = $reads elements when n = $n and the target is above every element', ({n, reads}) => {
    const counted = countingReads(Array.from({length: n}, (_, i) => i));
    expect(search(counted.nums, n)).toBe(-1);
    expect(counted.reads()).toBe(reads);
  });
});
