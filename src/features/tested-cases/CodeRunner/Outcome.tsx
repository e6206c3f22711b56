import {Value} from '../TestedCases/Value';
import type {CallOutcome} from '../../solution-worker/calls';

/** What one call gave: "returned [1, 2]" or "threw TypeError: …". */
export function Outcome({outcome}: {outcome: CallOutcome}) {
  if ('threw' in outcome) {
    return (
      <>
        threw <code>{outcome.threw}</code>
      </>
    );
  }
  return (
    <>
      returned <Value value={outcome.returned} />
    </>
  );
}
