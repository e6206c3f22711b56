import {useEffect, useState} from 'react';
import {blockText} from '../../code-blocks/highlight/block-html';
import type {CodeFile} from '../../code-blocks/code-file';
import type {StepSummary} from '../../step-through/summary';
import type {Comparison} from '../../../test-kit/judge';
import type {TestedCase} from '../../../test-kit/types';
import {describeError} from '../../solution-worker/calls';
import {OwnArguments} from './OwnArguments';
import {OwnCode} from './OwnCode';
import {RunTests} from './RunTests';
import {createRunner, type Execute} from '../../solution-worker/runner';
import {startWorker} from '../../solution-worker/start-worker';
import css from './styles.on-demand.css';

type Props = {
  cases: readonly TestedCase[];
  /**
   * The page's solution.ts: the runner runs its JavaScript tab's code, read back from the tab's HTML, and "Step
   * through" on the reader's arguments marks its code block's lines (its steps' `lines`).
   */
  solution: CodeFile & {steps: StepSummary};
  comparison: Comparison | undefined;
};

/**
 * The code runner under a write-up's tested cases: "Run the tests" runs every case of the table, and the form runs
 * the reader's own arguments, both on the page's own solution.ts in a worker, one run at a time; "Write your own"
 * runs the reader's own code on every case, in the same worker.
 */
export default function CodeRunner({cases, solution, comparison}: Props) {
  const [runner] = useState(() => createRunner(startWorker));
  const [busy, setBusy] = useState(false);
  useEffect(() => runner.dispose, [runner]);

  const executeSource =
    (source: string): Execute =>
    async (calls) => {
      setBusy(true);
      try {
        return await runner.run({source, calls});
      } catch (error) {
        return {failed: `the runner could not be loaded (${describeError(error)}); check the connection and try again.`};
      } finally {
        setBusy(false);
      }
    };
  const execute: Execute = (calls) => executeSource(blockText(solution.javascript))(calls);

  return (
    <>
      <style>{css}</style>
      <RunTests cases={cases} comparison={comparison} execute={execute} busy={busy} />
      <OwnArguments
        cases={cases}
        comparison={comparison}
        execute={execute}
        busy={busy}
        stepping={{source: () => blockText(solution.javascript), lines: solution.steps.lines, file: solution.file}}
      />
      <OwnCode
        cases={cases}
        comparison={comparison}
        typescript={() => blockText(solution.typescript)}
        executeSource={executeSource}
        busy={busy}
      />
    </>
  );
}
