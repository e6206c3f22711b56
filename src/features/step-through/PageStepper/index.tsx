import {useEffect, useState} from 'react';
import {createRunner, type RecordResult} from '../../solution-worker/runner';
import {startWorker} from '../../solution-worker/start-worker';
import {Stepper} from '../Stepper';
import {READER_STEP_LIMIT} from '../limits';
import {blockText} from '../../code-blocks/highlight/block-html';
import {argumentsOf} from '../../../test-kit/judge';
import type {TestedCase} from '../../../test-kit/types';
import type {StepSummary} from '../summary';
import {enclosingCodeFile} from '../line-highlight';

type Props = {
  /** The file's JavaScript, as its tab shows it. */
  source: string;
  args: unknown[];
  lines: readonly number[] | undefined;
  code: () => Element | null;
  /** Called once the steps are recorded. */
  onRecorded?: () => void;
};

/** What a recording that did not finish says. */
export function RecordingProblem({result}: {result: Exclude<RecordResult, {trace: unknown}> | 'recording'}) {
  if (result === 'recording') return <p>Recording the steps…</p>;
  if ('failed' in result) return <p>The steps could not be recorded: {result.failed}</p>;
  return <p>The recording was stopped: the call ran past the time limit.</p>;
}

/**
 * Records a call in the code runner's worker (off the page's thread, within its time limit and
 * {@link READER_STEP_LIMIT} steps), then shows it in the stepper. It records on mount: give another call
 * another `key`.
 */
export function RecordedStepper({source, args, lines, code, onRecorded}: Props) {
  const [result, setResult] = useState<RecordResult | 'recording'>('recording');
  // One recording per stepper: another call is another stepper (a new `key`).
  useEffect(() => {
    const runner = createRunner(startWorker);
    void runner.record({source, record: {args, limit: READER_STEP_LIMIT}}).then((recorded) => {
      setResult(recorded);
      if ('trace' in recorded) onRecorded?.();
    });
    return runner.dispose;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recorded once, on mount (see above)
  }, []);
  if (result === 'recording' || !('trace' in result)) return <RecordingProblem result={result} />;
  return <Stepper trace={result.trace} lines={lines} code={code} />;
}

type PageProps = {
  steps: StepSummary;
  cases: readonly TestedCase[];
  /** The file's JavaScript tab, as highlighted HTML. */
  javascript: string;
  /** The Step through section, inside the file's code block's root. */
  section: () => Element | null;
  onRecorded: () => void;
};

/**
 * The page's own Step through, opened: the case the build recorded, recorded again here. Everything it
 * needs from the page is read here, in the stepper's chunk, not in the code every page loads.
 */
export default function PageStepper({steps, cases, javascript, section, onRecorded}: PageProps) {
  return (
    <RecordedStepper
      source={blockText(javascript)}
      args={argumentsOf(cases[steps.caseIndex]!.input)}
      lines={steps.lines}
      code={() => enclosingCodeFile(section())}
      onRecorded={onRecorded}
    />
  );
}
