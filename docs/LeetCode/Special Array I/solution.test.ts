import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {isArraySpecial} from './solution';
import {cases} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';
import {arrayOf, assertProperty} from '@site/src/test-kit/random-inputs';

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
  it.each(cases)('$name', (testCase) => expectToPass(isArraySpecial, testCase));

  it('agrees with a brute force on random arrays', () => {
    assertProperty(
      fc.property(arrayOf(fc.integer({min: 1, max: 100}), {minLength: 1, maxLength: 100}), (nums) => {
        expect(isArraySpecial(nums)).toBe(bruteForce(nums));
      }),
    );
  });

  it('accepts random arrays built by alternating parities, and rejects each once one element changes parity', () => {
    assertProperty(
      fc.property(
        arrayOf(fc.integer({min: 0, max: 49}), {minLength: 2, maxLength: 100}),
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
