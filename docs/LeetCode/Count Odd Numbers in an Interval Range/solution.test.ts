import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {countOdds as closedForm} from './solution';
import {countOdds as countingLoop} from './counting-loop';
import {cases, testNumbers} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';
import {assertProperty} from '@site/src/test-kit/random-inputs';

const MAX = testNumbers.largest;

/**
 * The widest range the counting loop is tested on. It takes one step per number: the three cases spanning about
 * 10^9 numbers take it a second or more each here, and far longer under mutation testing, which instruments
 * every step. Every other case is at most this wide.
 */
const LOOP_MAX_WIDTH = testNumbers.loopMaxWidth;
const narrowCases = cases.filter(({input: {low, high}}) => high - low <= LOOP_MAX_WIDTH);

describe.each([
  {file: 'solution.ts (closed form)', countOdds: closedForm, table: cases},
  {file: `counting-loop.ts (counting loop), ranges at most ${LOOP_MAX_WIDTH} wide`, countOdds: countingLoop, table: narrowCases},
])('countOdds in $file', ({countOdds, table}) => {
  it.each(table)('$name', (testCase) => expectToPass(countOdds, testCase));
});

describe('solution.ts against counting-loop.ts', () => {
  it('agrees on every range inside 0 to 50', () => {
    for (let low = testNumbers.everyRangeFrom; low <= testNumbers.everyRangeTo; low++) {
      for (let high = low; high <= testNumbers.everyRangeTo; high++)
        expect(closedForm(low, high), `${low} to ${high}`).toBe(countingLoop(low, high));
    }
  });

  it('agrees on random ranges at most 1000 wide anywhere up to 10^9', () => {
    assertProperty(
      fc.property(fc.integer({min: 0, max: MAX}), fc.integer({min: 0, max: LOOP_MAX_WIDTH}), (low, width) => {
        const high = Math.min(MAX, low + width);
        expect(closedForm(low, high)).toBe(countingLoop(low, high));
      }),
    );
  });
});

describe('countOdds in solution.ts', () => {
  it('adds up over two adjacent random ranges', () => {
    assertProperty(
      fc.property(fc.integer({min: 0, max: MAX}), fc.integer({min: 0, max: MAX}), fc.integer({min: 0, max: MAX}), (a, b, c) => {
        const [low, middle, high] = [a, b, c].sort((x, y) => x - y) as [number, number, number];
        fc.pre(middle < high);
        expect(closedForm(low, middle) + closedForm(middle + 1, high)).toBe(closedForm(low, high));
      }),
    );
  });
});
