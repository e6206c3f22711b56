import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {search} from './solution';
import {cases} from './cases';

describe('search', () => {
  it.each(cases)('$name', ({input: {nums, target}, expected}) => {
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
