import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {intersection as hashSet} from './solution';
import {intersection as twoPointers} from './two-pointers';
import {cases, comparison} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';
import {arrayOf, assertProperty} from '@site/src/test-kit/random-inputs';

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

/** Checks every value of nums1 against nums2, then removes repeats. */
function bruteForce(nums1: number[], nums2: number[]): number[] {
  return ascending([...new Set(nums1.filter((value) => nums2.includes(value)))]);
}

describe.each([
  {file: 'solution.ts (hash set)', intersection: hashSet},
  {file: 'two-pointers.ts (sorting and two pointers)', intersection: twoPointers},
])('intersection in $file', ({intersection}) => {
  it.each(cases)('$name', (testCase) => expectToPass(intersection, testCase, comparison));

  it('handles the largest arrays allowed (1000 elements each)', () => {
    const nums1 = Array.from({length: 1000}, (_, i) => i);
    const nums2 = Array.from({length: 1000}, (_, i) => 1000 - i);
    expect(ascending(intersection(nums1, nums2))).toEqual(Array.from({length: 999}, (_, i) => i + 1));
    // Each even value up to 998 twice, against 1000, 997, ..., 1 (and again): the shared values are 4, 10, ..., 994.
    const evens = Array.from({length: 1000}, (_, i) => 2 * (i % 500));
    const stepsOfThree = Array.from({length: 1000}, (_, i) => 1000 - 3 * (i % 334));
    expect(ascending(intersection(evens, stepsOfThree))).toEqual(Array.from({length: 166}, (_, i) => 4 + 6 * i));
  });

  it('does not change the arrays it is given', () => {
    const nums1 = [4, 9, 5];
    const nums2 = [9, 4, 9, 8, 4];
    intersection(nums1, nums2);
    expect(nums1).toEqual([4, 9, 5]);
    expect(nums2).toEqual([9, 4, 9, 8, 4]);
  });

  it('agrees with a brute force on random arrays of small values', () => {
    const values = arrayOf(fc.integer({min: 0, max: 30}), {minLength: 1, maxLength: 60});
    assertProperty(
      fc.property(values, values, (nums1, nums2) => {
        expect(ascending(intersection(nums1, nums2))).toEqual(bruteForce(nums1, nums2));
      }),
    );
  });

  it('agrees with a brute force on random arrays over the whole value range', () => {
    const values = arrayOf(fc.integer({min: 0, max: 1000}), {minLength: 1, maxLength: 200});
    assertProperty(
      fc.property(values, values, (nums1, nums2) => {
        expect(ascending(intersection(nums1, nums2))).toEqual(bruteForce(nums1, nums2));
      }),
    );
  });
});

describe('intersection in solution.ts (hash set)', () => {
  it('returns the common values in the order they first appear in nums2', () => {
    expect(hashSet([1, 2, 3, 4], [4, 9, 2, 4, 3, 2])).toEqual([4, 2, 3]);
  });
});

describe('intersection in two-pointers.ts', () => {
  it('returns the common values in ascending order', () => {
    expect(twoPointers([1, 2, 3, 4], [4, 9, 2, 4, 3, 2])).toEqual([2, 3, 4]);
  });

  it('sorts numerically, not by digits (10 comes after 9)', () => {
    expect(twoPointers([10, 9, 100], [9, 100, 10])).toEqual([9, 10, 100]);
  });

  it('agrees with the hash set on random arrays, as an ascending list with no repeats', () => {
    const values = arrayOf(fc.integer({min: 0, max: 1000}), {minLength: 1, maxLength: 100});
    assertProperty(
      fc.property(values, values, (nums1, nums2) => {
        expect(twoPointers(nums1, nums2)).toEqual(ascending(hashSet(nums1, nums2)));
      }),
    );
  });
});
