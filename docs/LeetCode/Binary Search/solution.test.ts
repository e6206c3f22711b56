import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {search} from './solution';

describe('search', () => {
  it.each([
    {name: 'finds a target in the middle', nums: [-1, 0, 3, 5, 9, 12], target: 9, expected: 4},
    {name: 'returns -1 for a target that falls between elements', nums: [-1, 0, 3, 5, 9, 12], target: 2, expected: -1},
    {name: 'finds the only element', nums: [5], target: 5, expected: 0},
    {name: 'returns -1 on a single element that differs', nums: [5], target: -5, expected: -1},
    {name: 'finds the first element', nums: [1, 2, 3, 4], target: 1, expected: 0},
    {name: 'finds the last element', nums: [1, 2, 3, 4], target: 4, expected: 3},
    {name: 'returns -1 below the smallest element', nums: [1, 2, 3, 4], target: 0, expected: -1},
    {name: 'returns -1 above the largest element', nums: [1, 2, 3, 4], target: 5, expected: -1},
    {name: 'handles negative values at the constraint edge', nums: [-9999, -5, 0, 9999], target: -9999, expected: 0},
    {name: 'handles the largest values allowed', nums: [-9999, -5, 0, 9999], target: 9999, expected: 3},
    {name: 'finds an element of a two-element array', nums: [2, 7], target: 7, expected: 1},
  ])('$name', ({nums, target, expected}) => {
    expect(search(nums, target)).toBe(expected);
  });

  it('finds every element of the largest array allowed (10^4 elements)', () => {
    const nums = Array.from({length: 10_000}, (_, i) => 2 * i - 9_999);
    nums.forEach((value, index) => expect(search(nums, value)).toBe(index));
    expect(search(nums, 0)).toBe(-1);
  });

  it('agrees with a linear scan on random sorted arrays of distinct values', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({min: -9_999, max: 9_999}), {minLength: 1, maxLength: 200}),
        fc.integer({min: -10_000, max: 10_000}),
        (values, target) => {
          const nums = [...values].sort((a, b) => a - b);
          expect(search(nums, target)).toBe(nums.indexOf(target));
        },
      ),
    );
  });
});
