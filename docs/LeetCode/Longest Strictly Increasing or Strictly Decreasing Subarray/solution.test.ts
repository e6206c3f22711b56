import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {longestMonotonicSubarray} from './solution';

/** Tries every subarray and keeps the longest strictly monotonic one. */
function bruteForce(nums: number[]): number {
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

describe('longestMonotonicSubarray', () => {
  it.each([
    {name: 'finds runs of two around an equal pair', nums: [1, 4, 3, 3, 2], expected: 2},
    {name: 'returns 1 when all elements are equal', nums: [3, 3, 3, 3], expected: 1},
    {name: 'takes a whole strictly decreasing array', nums: [3, 2, 1], expected: 3},
    {name: 'returns 1 for a single element (smallest size)', nums: [7], expected: 1},
    {name: 'returns 1 for two equal elements', nums: [5, 5], expected: 1},
    {name: 'returns 2 for two increasing elements', nums: [1, 2], expected: 2},
    {name: 'returns 2 for two decreasing elements', nums: [2, 1], expected: 2},
    {name: 'takes a whole strictly increasing array', nums: [1, 2, 3, 4], expected: 4},
    {name: 'counts an increasing run that ends the array', nums: [5, 2, 2, 3, 4], expected: 3},
    {name: 'counts a decreasing run that ends the array', nums: [1, 1, 9, 5, 3, 2], expected: 4},
    {name: 'counts a run at the start of the array', nums: [1, 2, 3, 3, 1], expected: 3},
    {name: 'does not let an equal pair extend a run', nums: [1, 2, 2, 3], expected: 2},
    {name: 'restarts the increasing run after a drop', nums: [1, 2, 3, 1, 2], expected: 3},
    {name: 'keeps the longer decreasing run after it ends', nums: [9, 8, 7, 6, 7, 8], expected: 4},
    {name: 'keeps the longer increasing run after it ends', nums: [1, 2, 3, 4, 3, 2], expected: 4},
    {name: 'returns 2 for a zigzag', nums: [1, 3, 2, 4, 3, 5], expected: 2},
    {name: 'handles the smallest and largest values (1 and 50)', nums: [50, 1, 50], expected: 2},
  ])('$name', ({nums, expected}) => {
    expect(longestMonotonicSubarray(nums)).toBe(expected);
  });

  it.each([
    {name: 'takes 50 increasing values (largest size)', nums: Array.from({length: 50}, (_, i) => i + 1), expected: 50},
    {name: 'takes 50 decreasing values (largest size)', nums: Array.from({length: 50}, (_, i) => 50 - i), expected: 50},
    {name: 'returns 1 for 50 equal values (largest size)', nums: new Array<number>(50).fill(50), expected: 1},
  ])('$name', ({nums, expected}) => {
    expect(longestMonotonicSubarray(nums)).toBe(expected);
  });

  it('does not change the array it is given', () => {
    const nums = [3, 1, 2];
    longestMonotonicSubarray(nums);
    expect(nums).toEqual([3, 1, 2]);
  });

  it('agrees with checking every subarray on random arrays', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({min: 1, max: 50}), {minLength: 1, maxLength: 50}), (nums) => {
        expect(longestMonotonicSubarray(nums)).toBe(bruteForce(nums));
      }),
    );
  });

  it('agrees with checking every subarray on random arrays with many equal neighbours', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({min: 1, max: 3}), {minLength: 1, maxLength: 50}), (nums) => {
        expect(longestMonotonicSubarray(nums)).toBe(bruteForce(nums));
      }),
    );
  });
});
