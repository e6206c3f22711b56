import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {intersection} from './solution';
import {cases} from './cases';

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

/** Checks every value of nums1 against nums2, then removes repeats. */
function bruteForce(nums1: number[], nums2: number[]): number[] {
  return ascending([...new Set(nums1.filter((value) => nums2.includes(value)))]);
}

describe('intersection', () => {
  it.each(cases)('$name', ({input: {nums1, nums2}, expected}) => {
    expect(ascending(intersection(nums1, nums2))).toEqual(expected);
  });

  it('returns the common values in the order they first appear in nums2', () => {
    expect(intersection([1, 2, 3, 4], [4, 9, 2, 4, 3, 2])).toEqual([4, 2, 3]);
  });

  it('handles the largest arrays allowed (1000 elements each)', () => {
    const nums1 = Array.from({length: 1000}, (_, i) => i);
    const nums2 = Array.from({length: 1000}, (_, i) => 1000 - i);
    expect(intersection(nums1, nums2)).toEqual(Array.from({length: 999}, (_, i) => 999 - i));
  });

  it('does not change the arrays it is given', () => {
    const nums1 = [4, 9, 5];
    const nums2 = [9, 4, 9, 8, 4];
    intersection(nums1, nums2);
    expect(nums1).toEqual([4, 9, 5]);
    expect(nums2).toEqual([9, 4, 9, 8, 4]);
  });

  it('agrees with a brute force on random arrays', () => {
    const values = fc.array(fc.integer({min: 0, max: 30}), {minLength: 1, maxLength: 60});
    fc.assert(
      fc.property(values, values, (nums1, nums2) => {
        expect(ascending(intersection(nums1, nums2))).toEqual(bruteForce(nums1, nums2));
      }),
    );
  });
});
