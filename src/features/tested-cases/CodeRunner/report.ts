import {passes, type Comparison} from '../../../test-kit/judge';
import type {TestedCase} from '../../../test-kit/types';
import type {CallOutcome} from '../../solution-worker/calls';

/** A time as the runner reports it. Browsers round a worker's clock to 0.1 ms (or coarser), so nothing finer is shown. */
export function formatTime(ms: number): string {
  if (ms < 0.1) return 'under 0.1 ms';
  if (ms < 1000) return `${Number(ms.toPrecision(ms < 10 ? 2 : 3))} ms`;
  return `${Number((ms / 1000).toPrecision(3))} s`;
}

/** One case after a run: what it gave (nothing if the run stopped first) and whether that passes. */
export type CaseResult = {name: string; expected: unknown; outcome: CallOutcome | undefined; passed: boolean};

/** Judges each case's outcome as the tests do ({@link passes}); a thrown error or a missing outcome fails. */
export function judgeCases(
  cases: readonly TestedCase[],
  outcomes: readonly (CallOutcome | undefined)[],
  comparison: Comparison | undefined,
): CaseResult[] {
  return cases.map(({name, expected}, index) => {
    const outcome = outcomes[index];
    const passed = outcome !== undefined && 'returned' in outcome && passes(outcome.returned, expected, comparison);
    return {name, expected, outcome, passed};
  });
}

/** The sentence a stopped run ends with. */
export function stoppedText(limitMs: number): string {
  return `Stopped after ${formatTime(limitMs)}: the solution was still running. Run again, or try a smaller input.`;
}

/** The run's one-line result, announced to screen readers: "12 of 12 passed in 0.3 ms." */
export function testsSummary(results: readonly CaseResult[], stopped: boolean, limitMs: number): string {
  const passed = results.filter((result) => result.passed).length;
  const ms = results.reduce((total, {outcome}) => total + (outcome?.ms ?? 0), 0);
  const summary = `${passed} of ${results.length} passed in ${formatTime(ms)}.`;
  if (!stopped) return summary;
  const ran = results.filter(({outcome}) => outcome !== undefined).length;
  return `${summary} ${stoppedText(limitMs)} (${ran} of ${results.length} cases ran.)`;
}

/** What the reader's own run says when its arguments are a tested case's. */
export function matchText(name: string, passed: boolean): string {
  return `These are the arguments of the tested case "${name}": the result ${passed ? 'matches' : 'does not match'} its expected value.`;
}
