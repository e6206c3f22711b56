import type {TestedCase} from '@site/src/test-kit/types';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

export const cases = [
  {name: 'says "now" for zero seconds', input: {seconds: 0}, expected: 'now'},
  {name: 'uses the singular for one second', input: {seconds: 1}, expected: '1 second'},
  {name: 'uses the plural for two seconds', input: {seconds: 2}, expected: '2 seconds'},
  {name: 'stays in seconds just below a minute', input: {seconds: 59}, expected: '59 seconds'},
  {name: 'switches to a minute at 60 seconds', input: {seconds: 60}, expected: '1 minute'},
  {name: 'joins one minute and one second with singulars', input: {seconds: 61}, expected: '1 minute and 1 second'},
  {name: 'joins two units with "and"', input: {seconds: 62}, expected: '1 minute and 2 seconds'},
  {name: 'uses the plural for two minutes', input: {seconds: 120}, expected: '2 minutes'},
  {name: 'stays below an hour at 3599 seconds', input: {seconds: 3599}, expected: '59 minutes and 59 seconds'},
  {name: 'switches to an hour at 3600 seconds', input: {seconds: 3600}, expected: '1 hour'},
  {name: 'lists three units with a comma and "and"', input: {seconds: 3662}, expected: '1 hour, 1 minute and 2 seconds'},
  {name: 'uses the plural for two hours', input: {seconds: 2 * HOUR}, expected: '2 hours'},
  {name: 'skips zero units in the middle', input: {seconds: HOUR + 5}, expected: '1 hour and 5 seconds'},
  {name: 'stays below a day one second early', input: {seconds: DAY - 1}, expected: '23 hours, 59 minutes and 59 seconds'},
  {name: 'switches to a day at 86400 seconds', input: {seconds: DAY}, expected: '1 day'},
  {name: 'uses the plural for two days', input: {seconds: 2 * DAY}, expected: '2 days'},
  {name: 'counts days up to 364', input: {seconds: 364 * DAY}, expected: '364 days'},
  {
    name: 'stays below a year one second early',
    input: {seconds: YEAR - 1},
    expected: '364 days, 23 hours, 59 minutes and 59 seconds',
  },
  {name: 'takes a year as 365 days', input: {seconds: YEAR}, expected: '1 year'},
  {name: 'uses the plural for two years', input: {seconds: 2 * YEAR}, expected: '2 years'},
  {name: 'skips all zero units between years and seconds', input: {seconds: YEAR + 1}, expected: '1 year and 1 second'},
  {
    name: 'lists all five units',
    input: {seconds: YEAR + DAY + HOUR + MINUTE + 1},
    expected: '1 year, 1 day, 1 hour, 1 minute and 1 second',
  },
  {
    name: 'lists all five units in the plural',
    input: {seconds: 2 * YEAR + 2 * DAY + 2 * HOUR + 2 * MINUTE + 2},
    expected: '2 years, 2 days, 2 hours, 2 minutes and 2 seconds',
  },
  {name: 'formats a value of a few years', input: {seconds: 100_000_000}, expected: '3 years, 62 days, 9 hours, 46 minutes and 40 seconds'},
  {name: 'lets years grow without an upper unit', input: {seconds: 1000 * YEAR}, expected: '1000 years'},
  {
    name: 'handles the largest safe integer',
    input: {seconds: Number.MAX_SAFE_INTEGER},
    expected: '285616414 years, 264 days, 7 hours, 36 minutes and 31 seconds',
  },
  {
    name: 'does not round up one second before a whole number of years near the safe limit',
    input: {seconds: 285_616_414 * YEAR - 1},
    expected: '285616413 years, 364 days, 23 hours, 59 minutes and 59 seconds',
  },
] satisfies TestedCase<{seconds: number}, string>[];

/** The numbers the page's Tested cases note states, as solution.test.ts uses them. */
export const testNumbers = {runs: 1000, largestSeconds: Number.MAX_SAFE_INTEGER, carriedSeconds: 60};
