import {useState} from 'react';
import {argumentsOf, type Comparison} from '../../../test-kit/judge';
import type {TestedCase} from '../../../test-kit/types';
import {Value} from '../TestedCases/Value';
import {Outcome} from './Outcome';
import {judgeCases, testsSummary, type CaseResult} from './report';
import {TIME_LIMIT_MS, type Execute} from '../../solution-worker/runner';

type Props = {
  cases: readonly TestedCase[];
  comparison: Comparison | undefined;
  execute: Execute;
  busy: boolean;
  /** The button's text: "Run the tests" on the page's solution. */
  label?: string;
  /** Told every judged run, e.g. to mark the write-up solved when the reader's code passes every case. */
  onResults?: (results: CaseResult[], stopped: boolean) => void;
};

type State = 'running' | {failed: string} | {results: CaseResult[]; stopped: boolean};

function statusText(state: State | undefined): string {
  if (state === undefined) return '';
  if (state === 'running') return 'Running the tests…';
  if ('failed' in state) return `The tests could not run: ${state.failed}`;
  return testsSummary(state.results, state.stopped, TIME_LIMIT_MS);
}

function CaseLine({result: {name, expected, outcome, passed}}: {result: CaseResult}) {
  return (
    <li className="margin-top--xs">
      <strong>{passed ? '✓ Passed' : '✗ Failed'}</strong>: {name} —{' '}
      {outcome === undefined ? 'did not finish before the time limit' : <Outcome outcome={outcome} />}
      {!passed && (
        <>
          , expected <Value value={expected} />
        </>
      )}
    </li>
  );
}

/** "Run the tests": every case of the page's table, on the page's solution (or the reader's), with each result and a summary. */
export function RunTests({cases, comparison, execute, busy, label = 'Run the tests', onResults}: Props) {
  const [state, setState] = useState<State>();

  async function run() {
    if (busy) return;
    setState('running');
    const result = await execute(cases.map(({input}) => argumentsOf(input)));
    if ('failed' in result) return setState(result);
    const results = judgeCases(cases, result.outcomes, comparison);
    setState({results, stopped: result.stopped});
    onResults?.(results, result.stopped);
  }

  return (
    <div>
      <button type="button" className="button button--primary button--sm" aria-disabled={busy} onClick={() => void run()}>
        {label}
      </button>
      <p role="status" className="margin-top--sm">
        {statusText(state)}
      </p>
      {typeof state === 'object' && 'results' in state && (
        <ol className="clean-list" aria-label="Result of each case">
          {state.results.map((result) => (
            <CaseLine key={result.name} result={result} />
          ))}
        </ol>
      )}
    </div>
  );
}
