import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {isArraySpecial} from './solution';

/** Reference answer: look for two neighbours that are both even or both odd. */
function bruteForce(nums: number[]): boolean {
  for (let i = 0; i + 1 < nums.length; i++) {
    const bothEven = nums[i]! % 2 === 0 && nums[i + 1]! % 2 === 0;
    const bothOdd = nums[i]! % 2 !== 0 && nums[i + 1]! % 2 !== 0;
    if (bothEven || bothOdd) return false;
  }
  return true;
}

describe('isArraySpecial', () => {
  it.each([
    {name: 'accepts a single element', nums: [1], expected: true},
    {name: 'accepts alternating even, odd, even', nums: [2, 1, 4], expected: true},
    {name: 'rejects two odd neighbours in the middle', nums: [4, 3, 1, 6], expected: false},
    {name: 'accepts a single even element', nums: [100], expected: true},
    {name: 'accepts an odd then an even element', nums: [1, 2], expected: true},
    {name: 'accepts an even then an odd element', nums: [2, 1], expected: true},
    {name: 'rejects two equal odd elements', nums: [1, 1], expected: false},
    {name: 'rejects two different even elements', nums: [2, 100], expected: false},
    {name: 'rejects a clash between the first two elements', nums: [3, 5, 2, 7], expected: false},
    {name: 'rejects a clash between the last two elements', nums: [1, 2, 3, 4, 6], expected: false},
    {name: 'accepts values at both ends of the range', nums: [1, 100, 1, 100], expected: true},
    {name: 'rejects a repeated even value', nums: [1, 4, 4, 1], expected: false},
    {name: 'does not compare elements two apart', nums: [1, 2, 5, 6, 9], expected: true},
  ])('$name', ({nums, expected}) => {
    expect(isArraySpecial(nums)).toBe(expected);
  });

  it('handles the largest input allowed (100 elements)', () => {
    const alternating = Array.from({length: 100}, (_, i) => i + 1);
    expect(isArraySpecial(alternating)).toBe(true);
    expect(isArraySpecial([...alternating.slice(0, 99), 97])).toBe(false);
    expect(isArraySpecial(Array.from({length: 100}, () => 100))).toBe(false);
  });

  it('agrees with a brute force on random arrays', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({min: 1, max: 100}), {minLength: 1, maxLength: 100}), (nums) => {
        expect(isArraySpecial(nums)).toBe(bruteForce(nums));
      }),
    );
  });

  it('accepts every array built by alternating parities, and rejects it once a neighbour is flipped', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({min: 0, max: 49}), {minLength: 2, maxLength: 100}),
        fc.boolean(),
        fc.nat(),
        (halves, startOdd, at) => {
          const nums = halves.map((half, i) => 2 * half + ((i % 2 === 0) === startOdd ? 1 : 2));
          expect(isArraySpecial(nums)).toBe(true);
          const index = at % nums.length;
          const flipped = nums.map((value, i) => (i === index ? (value % 2 === 0 ? value - 1 : value + 1) : value));
          expect(isArraySpecial(flipped)).toBe(false);
        },
      ),
    );
  });
});
