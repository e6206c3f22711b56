import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {formatDuration} from './solution';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

describe('formatDuration', () => {
  it.each([
    {name: 'says "now" for zero seconds', seconds: 0, expected: 'now'},
    {name: 'uses the singular for one second', seconds: 1, expected: '1 second'},
    {name: 'uses the plural for two seconds', seconds: 2, expected: '2 seconds'},
    {name: 'stays in seconds just below a minute', seconds: 59, expected: '59 seconds'},
    {name: 'switches to a minute at 60 seconds', seconds: 60, expected: '1 minute'},
    {name: 'joins two units with "and"', seconds: 62, expected: '1 minute and 2 seconds'},
    {name: 'joins one minute and one second with singulars', seconds: 61, expected: '1 minute and 1 second'},
    {name: 'uses the plural for two minutes', seconds: 120, expected: '2 minutes'},
    {name: 'stays below an hour at 3599 seconds', seconds: 3599, expected: '59 minutes and 59 seconds'},
    {name: 'switches to an hour at 3600 seconds', seconds: 3600, expected: '1 hour'},
    {name: 'lists three units with a comma and "and"', seconds: 3662, expected: '1 hour, 1 minute and 2 seconds'},
    {name: 'uses the plural for two hours', seconds: 2 * HOUR, expected: '2 hours'},
    {name: 'skips zero units in the middle', seconds: HOUR + 5, expected: '1 hour and 5 seconds'},
    {name: 'stays below a day one second early', seconds: DAY - 1, expected: '23 hours, 59 minutes and 59 seconds'},
    {name: 'switches to a day at 86400 seconds', seconds: DAY, expected: '1 day'},
    {name: 'uses the plural for two days', seconds: 2 * DAY, expected: '2 days'},
    {name: 'counts days up to 364', seconds: 364 * DAY, expected: '364 days'},
    {name: 'stays below a year one second early', seconds: YEAR - 1, expected: '364 days, 23 hours, 59 minutes and 59 seconds'},
    {name: 'takes a year as 365 days', seconds: YEAR, expected: '1 year'},
    {name: 'uses the plural for two years', seconds: 2 * YEAR, expected: '2 years'},
    {name: 'skips all zero units between years and seconds', seconds: YEAR + 1, expected: '1 year and 1 second'},
    {
      name: 'lists all five units',
      seconds: YEAR + DAY + HOUR + MINUTE + 1,
      expected: '1 year, 1 day, 1 hour, 1 minute and 1 second',
    },
    {
      name: 'lists all five units in the plural',
      seconds: 2 * YEAR + 2 * DAY + 2 * HOUR + 2 * MINUTE + 2,
      expected: '2 years, 2 days, 2 hours, 2 minutes and 2 seconds',
    },
    {name: 'formats a large value from the kata', seconds: 132030240, expected: '4 years, 68 days, 3 hours and 4 minutes'},
    {name: 'lets years grow without an upper unit', seconds: 1000 * YEAR, expected: '1000 years'},
    {
      name: 'handles the largest safe integer',
      seconds: Number.MAX_SAFE_INTEGER,
      expected: '285616414 years, 264 days, 7 hours, 36 minutes and 31 seconds',
    },
    {
      name: 'does not round up one second before a whole number of years near the safe limit',
      seconds: 285616414 * YEAR - 1,
      expected: '285616413 years, 364 days, 23 hours, 59 minutes and 59 seconds',
    },
  ])('$name', ({seconds, expected}) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  it('agrees with a sentence built from random unit counts', () => {
    const count = (max: number) => fc.integer({min: 0, max});
    fc.assert(
      fc.property(count(10_000), count(364), count(23), count(59), count(59), (years, days, hours, minutes, secs) => {
        const named = [
          [years, 'year'],
          [days, 'day'],
          [hours, 'hour'],
          [minutes, 'minute'],
          [secs, 'second'],
        ] as const;
        const words = named.filter(([n]) => n !== 0).map(([n, unit]) => (n === 1 ? `1 ${unit}` : `${n} ${unit}s`));
        const expected =
          words.length === 0 ? 'now' : words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
        const total = years * YEAR + days * DAY + hours * HOUR + minutes * MINUTE + secs;
        expect(formatDuration(total)).toBe(expected);
      }),
    );
  });
});
