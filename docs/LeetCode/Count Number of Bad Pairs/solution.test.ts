import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {countBadPairs} from './solution';
import {countBadPairsBruteForce} from './brute-force';
import {cases, testNumbers} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';
import {arrayOf, assertProperty} from '@site/src/test-kit/random-inputs';

const MAX_LENGTH = testNumbers.largestLength;
const MAX_VALUE = 1_000_000_000;
/** How long a largest-input test may take, in milliseconds (measured: see the tests). */
const LARGEST_INPUT_LIMIT = 10_000;

describe.each([
  {label: 'countBadPairs', fn: countBadPairs},
  {label: 'countBadPairsBruteForce', fn: countBadPairsBruteForce},
])('$label', ({fn}) => {
  it.each(cases)('$name', (testCase) => expectToPass(fn, testCase));

  it('does not change the array it is given', () => {
    const nums = [4, 1, 3, 3];
    fn(nums);
    expect(nums).toEqual([4, 1, 3, 3]);
  });
});

describe('countBadPairs', () => {
  // The time limit: each of these took at most 0.14 s on the 2-core test machine at load 14 (2026-11-26), and
  // LARGEST_INPUT_LIMIT is about 70 times that, room for Stryker's instrumented run; checking every pair
  // (brute-force.ts) took 91 s, 17 s and 21 s on them.
  it.each([
    {
      name: 'counts every pair of the largest array when no two keys match (beyond 2^32)',
      nums: Array.from({length: MAX_LENGTH}, (_, i) => 2 * i + 1),
      expected: (MAX_LENGTH * (MAX_LENGTH - 1)) / 2,
    },
    {
      name: 'counts no bad pair in the largest array of consecutive values ending at 10^9',
      nums: Array.from({length: MAX_LENGTH}, (_, i) => MAX_VALUE - MAX_LENGTH + 1 + i),
      expected: 0,
    },
    {
      name: 'counts the pairs across two interleaved runs in the largest array',
      nums: Array.from({length: MAX_LENGTH}, (_, i) => i + (i % 2 === 0 ? 1 : MAX_VALUE - MAX_LENGTH)),
      expected: (MAX_LENGTH / 2) ** 2,
    },
  ])(
    '$name',
    ({nums, expected}) => {
      expect(countBadPairs(nums)).toBe(expected);
    },
    LARGEST_INPUT_LIMIT,
  );

  it('agrees with checking every pair on random arrays with many good pairs', () => {
    assertProperty(
      fc.property(arrayOf(fc.integer({min: 1, max: 12}), {minLength: 1, maxLength: 60}), (nums) => {
        expect(countBadPairs(nums)).toBe(countBadPairsBruteForce(nums));
      }),
    );
  });

  it('agrees with checking every pair on random arrays over the whole value range', () => {
    assertProperty(
      fc.property(arrayOf(fc.integer({min: 1, max: MAX_VALUE}), {minLength: 1, maxLength: testNumbers.maxRandomLength}), (nums) => {
        expect(countBadPairs(nums)).toBe(countBadPairsBruteForce(nums));
      }),
    );
  });
});
