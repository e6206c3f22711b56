import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {check} from './solution';
import {checkBruteForce} from './brute-force';
import {cases, testNumbers} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';
import {arrayOf, assertProperty} from '@site/src/test-kit/random-inputs';

const rotate = (nums: number[], k: number): number[] => [...nums.slice(k), ...nums.slice(0, k)];

describe.each([
  {label: 'check', fn: check},
  {label: 'checkBruteForce', fn: checkBruteForce},
])('$label', ({fn}) => {
  it.each(cases)('$name', (testCase) => expectToPass(fn, testCase));

  it('accepts every rotation of the largest sorted array allowed (100 elements)', () => {
    const sorted = Array.from({length: testNumbers.maxLength}, (_, i) => i + testNumbers.minValue);
    expect(sorted.at(-1)).toBe(testNumbers.maxValue);
    for (let k = 0; k < sorted.length; k++) expect(fn(rotate(sorted, k))).toBe(true);
  });

  it('rejects every rotation of the largest array once two of its elements are swapped', () => {
    const nums = Array.from({length: testNumbers.maxLength}, (_, i) => i + testNumbers.minValue);
    [nums[10], nums[60]] = [nums[60]!, nums[10]!];
    for (let k = 0; k < nums.length; k++) expect(fn(rotate(nums, k))).toBe(false);
  });

  it('does not change the array it is given', () => {
    const nums = [3, 4, 5, 1, 2];
    fn(nums);
    expect(nums).toEqual([3, 4, 5, 1, 2]);
  });
});

describe('check against the brute force', () => {
  it('agrees on random arrays with many duplicates', () => {
    assertProperty(
      fc.property(
        arrayOf(fc.integer({min: testNumbers.minValue, max: testNumbers.fewValuesMax}), {
          minLength: testNumbers.minLength,
          maxLength: testNumbers.maxLength,
        }),
        (nums) => {
          expect(check(nums)).toBe(checkBruteForce(nums));
        },
      ),
    );
  });

  it('accepts a random rotation of a random sorted array, as the brute force does', () => {
    assertProperty(
      fc.property(
        arrayOf(fc.integer({min: testNumbers.minValue, max: testNumbers.maxValue}), {
          minLength: testNumbers.minLength,
          maxLength: testNumbers.maxLength,
        }),
        fc.nat(),
        (values, shift) => {
          const nums = rotate(
            [...values].sort((a, b) => a - b),
            shift % values.length,
          );
          expect(check(nums)).toBe(true);
          expect(checkBruteForce(nums)).toBe(true);
        },
      ),
    );
  });
});
