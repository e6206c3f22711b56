import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {countOdds} from './solution';
import {cases} from './cases';

const MAX = 1_000_000_000;

/** Looks at every number of the range. */
function countOddsByScanning(low: number, high: number): number {
  let count = 0;
  for (let value = low; value <= high; value++) if (value % 2 === 1) count++;
  return count;
}

describe('countOdds', () => {
  it.each(cases)('$name', ({input: {low, high}, expected}) => {
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
