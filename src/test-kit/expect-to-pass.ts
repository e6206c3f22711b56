import {expect} from 'vitest';
import {formatValue} from './format';
import {argumentsOf, passes, type Comparison} from './judge';
import type {TestedCase} from './types';

/**
 * A write-up's test of one case of its table, run as the page's runner runs it: the input's values are the
 * arguments in order, and {@link passes} judges the result. Fails with what was returned beside what was expected.
 */
export function expectToPass<Args extends unknown[], Returned>(
  solution: (...args: Args) => Returned,
  {input, expected}: TestedCase<Record<string, Args[number]>, Returned>,
  comparison: Comparison = 'exact',
): void {
  const returned = solution(...(argumentsOf(input) as Args));
  expect(passes(returned, expected, comparison), `returned ${formatValue(returned)}, expected ${formatValue(expected)}`).toBe(true);
}
