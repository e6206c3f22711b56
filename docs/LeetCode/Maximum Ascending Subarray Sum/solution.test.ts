import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {maxAscendingSum} from './solution';

/** Reference answer: the sum of every strictly ascending subarray, tried one by one. */
function bruteForce(nums: number[]): number {
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

describe('maxAscendingSum', () => {
  it.each([
    {name: 'picks the later run when it sums to more', nums: [10, 20, 30, 5, 10, 50], expected: 65},
    {name: 'sums the whole array when it is ascending', nums: [10, 20, 30, 40, 50], expected: 150},
    {name: 'picks the earlier run when it sums to more', nums: [12, 17, 15, 13, 10, 11, 12], expected: 33},
    {name: 'returns the first element of a descending array when it is the largest', nums: [100, 10, 1], expected: 100},
    {name: 'returns the only element', nums: [1], expected: 1},
    {name: 'returns the largest value allowed on its own', nums: [100], expected: 100},
    {name: 'does not extend a run with an equal value', nums: [5, 5], expected: 5},
    {name: 'restarts the run after an equal value', nums: [1, 2, 2, 3], expected: 5},
    {name: 'starts a new run at an equal value and extends it', nums: [3, 3, 9, 1], expected: 12},
    {name: 'lets a single large value beat a long run', nums: [100, 1, 2, 3, 4], expected: 100},
    {name: 'lets a long run beat a single large value', nums: [90, 1, 30, 40, 50], expected: 121},
    {name: 'keeps an earlier maximum after a smaller later run', nums: [1, 50, 2, 3], expected: 51},
    {name: 'finds a run that ends the array', nums: [9, 1, 2, 10], expected: 13},
  ])('$name', ({nums, expected}) => {
    expect(maxAscendingSum(nums)).toBe(expected);
  });

  it('handles the largest input allowed (100 values)', () => {
    expect(maxAscendingSum(Array.from({length: 100}, (_, i) => i + 1))).toBe(5050);
    expect(maxAscendingSum(Array.from({length: 100}, () => 100))).toBe(100);
    expect(maxAscendingSum(Array.from({length: 100}, (_, i) => 100 - i))).toBe(100);
  });

  it('agrees with a brute force on random arrays', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({min: 1, max: 100}), {minLength: 1, maxLength: 100}), (nums) => {
        expect(maxAscendingSum(nums)).toBe(bruteForce(nums));
      }),
    );
  });

  it('agrees with a brute force on small values, where equal neighbours are frequent', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({min: 1, max: 4}), {minLength: 1, maxLength: 20}), (nums) => {
        expect(maxAscendingSum(nums)).toBe(bruteForce(nums));
      }),
    );
  });
});
