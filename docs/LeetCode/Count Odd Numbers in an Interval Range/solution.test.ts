import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {countOdds} from './solution';

const MAX = 1_000_000_000;

/** Looks at every number of the range. */
function countOddsByScanning(low: number, high: number): number {
  let count = 0;
  for (let value = low; value <= high; value++) if (value % 2 === 1) count++;
  return count;
}

describe('countOdds', () => {
  it.each([
    {name: 'counts three odds between two odd bounds (first published example)', low: 3, high: 7, expected: 3},
    {name: 'counts one odd between two even bounds (second published example)', low: 8, high: 10, expected: 1},
    {name: 'counts nothing in the range of zero alone', low: 0, high: 0, expected: 0},
    {name: 'counts the only number when it is odd', low: 1, high: 1, expected: 1},
    {name: 'counts nothing when the only number is even', low: 2, high: 2, expected: 0},
    {name: 'counts one odd from zero to one', low: 0, high: 1, expected: 1},
    {name: 'counts one odd from zero to two', low: 0, high: 2, expected: 1},
    {name: 'counts both odd bounds of a short range', low: 1, high: 3, expected: 2},
    {name: 'includes an odd low bound', low: 5, high: 6, expected: 1},
    {name: 'includes an odd high bound', low: 6, high: 7, expected: 1},
    {name: 'counts odds between an even low and an odd high', low: 4, high: 9, expected: 3},
    {name: 'counts odds between an odd low and an even high', low: 3, high: 10, expected: 4},
    {name: 'counts half of the largest range allowed', low: 0, high: MAX, expected: 500_000_000},
    {name: 'counts the odds from one to the largest bound', low: 1, high: MAX, expected: 500_000_000},
    {name: 'counts the odds up to the largest odd below the maximum', low: 0, high: MAX - 1, expected: 500_000_000},
    {name: 'counts nothing at the largest bound alone, which is even', low: MAX, high: MAX, expected: 0},
    {name: 'counts the largest odd bound alone', low: MAX - 1, high: MAX - 1, expected: 1},
    {name: 'counts one odd in the last two numbers allowed', low: MAX - 1, high: MAX, expected: 1},
  ])('$name', ({low, high, expected}) => {
    expect(countOdds(low, high)).toBe(expected);
  });

  it('agrees with scanning every number on every range inside 0 to 50', () => {
    for (let low = 0; low <= 50; low++) {
      for (let high = low; high <= 50; high++) expect(countOdds(low, high)).toBe(countOddsByScanning(low, high));
    }
  });

  it('agrees with scanning every number on random short ranges anywhere up to 10^9', () => {
    fc.assert(
      fc.property(fc.integer({min: 0, max: MAX}), fc.integer({min: 0, max: 1000}), (low, width) => {
        const high = Math.min(MAX, low + width);
        expect(countOdds(low, high)).toBe(countOddsByScanning(low, high));
      }),
    );
  });

  it('adds up over two adjacent random ranges', () => {
    fc.assert(
      fc.property(fc.integer({min: 0, max: MAX}), fc.integer({min: 0, max: MAX}), fc.integer({min: 0, max: MAX}), (a, b, c) => {
        const [low, middle, high] = [a, b, c].sort((x, y) => x - y) as [number, number, number];
        fc.pre(middle < high);
        expect(countOdds(low, middle) + countOdds(middle + 1, high)).toBe(countOdds(low, high));
      }),
    );
  });
});
