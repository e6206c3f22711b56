import type {TestedCase} from '@site/src/test-kit/types';

export const cases = [
  {name: 'counts three odds between two odd bounds (first published example)', input: {low: 3, high: 7}, expected: 3},
  {name: 'counts one odd between two even bounds (second published example)', input: {low: 8, high: 10}, expected: 1},
  {name: 'counts nothing in the range of zero alone', input: {low: 0, high: 0}, expected: 0},
  {name: 'counts the only number when it is odd', input: {low: 1, high: 1}, expected: 1},
  {name: 'counts nothing when the only number is even', input: {low: 2, high: 2}, expected: 0},
  {name: 'counts one odd from zero to one', input: {low: 0, high: 1}, expected: 1},
  {name: 'counts one odd from zero to two', input: {low: 0, high: 2}, expected: 1},
  {name: 'counts both odd bounds of a short range', input: {low: 1, high: 3}, expected: 2},
  {name: 'includes an odd low bound', input: {low: 5, high: 6}, expected: 1},
  {name: 'includes an odd high bound', input: {low: 6, high: 7}, expected: 1},
  {name: 'counts odds between an even low and an odd high', input: {low: 4, high: 9}, expected: 3},
  {name: 'counts odds between an odd low and an even high', input: {low: 3, high: 10}, expected: 4},
  {name: 'counts half of the largest range allowed', input: {low: 0, high: 1_000_000_000}, expected: 500_000_000},
  {name: 'counts the odds from one to the largest bound', input: {low: 1, high: 1_000_000_000}, expected: 500_000_000},
  {name: 'counts the odds up to the largest odd below the maximum', input: {low: 0, high: 999_999_999}, expected: 500_000_000},
  {name: 'counts nothing at the largest bound alone, which is even', input: {low: 1_000_000_000, high: 1_000_000_000}, expected: 0},
  {name: 'counts the largest odd bound alone', input: {low: 999_999_999, high: 999_999_999}, expected: 1},
  {name: 'counts one odd in the last two numbers allowed', input: {low: 999_999_999, high: 1_000_000_000}, expected: 1},
] satisfies TestedCase<{low: number; high: number}, number>[];

/** The numbers the page's Tested cases note states, as solution.test.ts uses them. */
export const testNumbers = {largest: 1_000_000_000, loopMaxWidth: 1000, everyRangeFrom: 0, everyRangeTo: 50};
