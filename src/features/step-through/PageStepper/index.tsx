import {useEffect, useState} from 'react';
import {createRunner, type RecordResult} from '../../tested-cases/CodeRunner/runner';
import {startWorker} from '../../tested-cases/CodeRunner/start-worker';
import {Stepper} from '../Stepper';
import {READER_STEP_LIMIT} from '../limits';

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

export default RecordedStepper;
