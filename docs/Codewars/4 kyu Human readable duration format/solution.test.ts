import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {formatDuration} from './solution';
import {cases, testNumbers} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';
import {assertProperty} from '@site/src/test-kit/random-inputs';

/** Each unit's size in seconds and the largest count it may show (years have no limit). */
const UNITS = {
  year: {size: 365 * 24 * 3600, max: Number.POSITIVE_INFINITY},
  day: {size: 24 * 3600, max: 364},
  hour: {size: 3600, max: 23},
  minute: {size: 60, max: 59},
  second: {size: 1, max: 59},
} as const;
const ORDER = Object.keys(UNITS) as (keyof typeof UNITS)[];

/**
 * Reads a sentence back into seconds, rejecting any sentence that breaks the rules: pieces in the form
 * "a, b and c", counts above zero and within their unit, singular exactly for 1, units largest first, each once.
 */
function parseDuration(sentence: string): number {
  if (sentence === 'now') return 0;
  const match = /^(.+?)(?: and ([^,]+))?$/.exec(sentence)!;
  const pieces = match[2] === undefined ? [match[1]!] : [...match[1]!.split(', '), match[2]];
  if (match[2] === undefined && sentence.includes(', ')) throw new Error(`"${sentence}": commas without "and"`);
  let seconds = 0;
  let previous = -1;
  for (const piece of pieces) {
    const [, digits, unit, plural] = /^([1-9]\d*) (year|day|hour|minute|second)(s?)$/.exec(piece) ?? [];
    if (digits === undefined || unit === undefined) throw new Error(`"${sentence}": bad piece "${piece}"`);
    const count = Number(digits);
    const {size, max} = UNITS[unit as keyof typeof UNITS];
    if (count > max) throw new Error(`"${sentence}": ${count} ${unit}s should carry into the next unit`);
    if ((count === 1) !== (plural === '')) throw new Error(`"${sentence}": wrong number for "${piece}"`);
    const position = ORDER.indexOf(unit as keyof typeof UNITS);
    if (position <= previous) throw new Error(`"${sentence}": "${piece}" is out of order`);
    previous = position;
    seconds += count * size;
  }
  return seconds;
}

describe('formatDuration', () => {
  it.each(cases)('$name', (testCase) => expectToPass(formatDuration, testCase));

  it('says a sentence that reads back to the same number of seconds, for random durations', () => {
    assertProperty(
      fc.property(
        fc.oneof(fc.integer({min: 0, max: 2 * 365 * 24 * 3600}), fc.integer({min: 0, max: testNumbers.largestSeconds})),
        (seconds) => {
          expect(parseDuration(formatDuration(seconds))).toBe(seconds);
        },
      ),
      {numRuns: testNumbers.runs},
    );
  });
});

describe('parseDuration, the test oracle', () => {
  it.each([
    {sentence: 'now', seconds: 0},
    {sentence: '1 second', seconds: 1},
    {sentence: '2 hours and 1 minute', seconds: 7260},
    {sentence: '1 year, 1 day, 1 hour, 1 minute and 1 second', seconds: 31_626_061},
  ])('reads "$sentence" as $seconds seconds', ({sentence, seconds}) => {
    expect(parseDuration(sentence)).toBe(seconds);
  });

  it.each([
    {name: 'a comma before "and"', sentence: '1 hour, 1 minute, and 1 second'},
    {name: 'commas without "and"', sentence: '1 hour, 1 minute'},
    {name: 'a plural for one', sentence: '1 minutes'},
    {name: 'a singular for two', sentence: '2 minute'},
    {name: 'a zero count', sentence: '1 hour and 0 seconds'},
    {name: 'a count that should carry', sentence: `${testNumbers.carriedSeconds} seconds`},
    {name: 'units out of order', sentence: '1 second and 1 minute'},
    {name: 'a repeated unit', sentence: '1 minute and 2 minutes'},
    {name: 'an empty sentence', sentence: ''},
  ])('rejects $name', ({sentence}) => {
    expect(() => parseDuration(sentence)).toThrow();
  });
});
