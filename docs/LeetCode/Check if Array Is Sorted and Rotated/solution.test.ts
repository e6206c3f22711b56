import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {check} from './solution';
import {checkBruteForce} from './brute-force';

const rotate = (nums: number[], k: number): number[] => [...nums.slice(k), ...nums.slice(0, k)];

const cases = [
  {name: 'accepts a sorted array rotated by three (first published example)', nums: [3, 4, 5, 1, 2], expected: true},
  {name: 'rejects an array no rotation can sort (second published example)', nums: [2, 1, 3, 4], expected: false},
  {name: 'accepts an array that is already sorted (third published example)', nums: [1, 2, 3], expected: true},
  {name: 'accepts a single element', nums: [7], expected: true},
  {name: 'accepts two elements in order', nums: [1, 2], expected: true},
  {name: 'accepts two elements out of order, a rotation by one', nums: [2, 1], expected: true},
  {name: 'accepts two equal elements: equal neighbours are not a descent', nums: [1, 1], expected: true},
  {name: 'accepts all-equal elements', nums: [5, 5, 5, 5], expected: true},
  {name: 'accepts a rotation with duplicates around the break', nums: [2, 2, 1, 1, 2], expected: true},
  {name: 'accepts a rotation whose break is at the last step', nums: [2, 3, 4, 1], expected: true},
  {name: 'rejects a strictly decreasing array', nums: [3, 2, 1], expected: false},
  {name: 'rejects when the wrap-around step is a second descent', nums: [1, 3, 2], expected: false},
  {name: 'rejects two descents inside the array', nums: [1, 3, 2, 4, 3], expected: false},
  {name: 'rejects a repeated pattern', nums: [1, 2, 1, 2], expected: false},
  {name: 'rejects when only the first pair is out of order', nums: [2, 1, 2, 3], expected: false},
  {name: 'rejects a dip of equal values in the middle', nums: [2, 1, 1, 3], expected: false},
  {name: 'accepts the smallest and largest values allowed', nums: [100, 1], expected: true},
  {name: 'rejects the extreme values in a bad order', nums: [1, 100, 1, 100], expected: false},
];

describe.each([
  {label: 'check', fn: check},
  {label: 'checkBruteForce', fn: checkBruteForce},
])('$label', ({fn}) => {
  it.each(cases)('$name', ({nums, expected}) => {
    expect(fn(nums)).toBe(expected);
  });

  it('accepts every rotation of the largest sorted array allowed (100 elements)', () => {
    const sorted = Array.from({length: 100}, (_, i) => i + 1);
    for (let k = 0; k < 100; k++) expect(fn(rotate(sorted, k))).toBe(true);
  });

  it('rejects every rotation of the largest array once two of its elements are swapped', () => {
    const nums = Array.from({length: 100}, (_, i) => i + 1);
    [nums[10], nums[60]] = [nums[60]!, nums[10]!];
    for (let k = 0; k < 100; k++) expect(fn(rotate(nums, k))).toBe(false);
  });

  it('does not change the array it is given', () => {
    const nums = [3, 4, 5, 1, 2];
    fn(nums);
    expect(nums).toEqual([3, 4, 5, 1, 2]);
  });
});

describe('check against the brute force', () => {
  it('agrees on random arrays with many duplicates', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({min: 1, max: 4}), {minLength: 1, maxLength: 100}), (nums) => {
        expect(check(nums)).toBe(checkBruteForce(nums));
      }),
    );
  });

  it('accepts every rotation of a random sorted array, as the brute force does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({min: 1, max: 100}), {minLength: 1, maxLength: 100}),
        fc.nat(),
        (values, shift) => {
          const nums = rotate([...values].sort((a, b) => a - b), shift % values.length);
          expect(check(nums)).toBe(true);
          expect(checkBruteForce(nums)).toBe(true);
        },
      ),
    );
  });
});
