import {Suspense, lazy, useState} from 'react';
import {useOpened} from '@site/src/hooks/useOpened';
import clsx from 'clsx';
import type {TestedCase} from '../../../test-kit/types';
import type {StepSummary} from '../summary';
import styles from './styles.module.css';

// The stepper and its recording are fetched when the section is first opened, never on page load.
const PageStepper = lazy(() => import('@site/src/features/step-through/PageStepper'));

type Props = {
  /** Recorded during the build (src/features/step-through/summary.ts). */
  steps: StepSummary;
  /** The page's cases.ts, whose case the stepper records again. */
  cases: readonly TestedCase[];
  /** The file's JavaScript tab, as highlighted HTML: the stepper reads its code back when the section is opened. */
  javascript: string;
};

/**
 * "Step through" under a shown file: a collapsed table of the steps its code took on a tested case,
 * recorded during the build, in the page's HTML. Opened with JavaScript, the stepper records the same call
 * again in the worker, then takes the table's place and walks through it on the code block above. The
 * browser's module has no table (`withoutTable` in ../summary.ts): hydration keeps the server's, and a
 * write-up reached by a link in the page shows the stepper alone. A new file (an edit under `npm start`) is
 * recorded anew.
 * Search leaves it out (`data-pagefind-ignore`): its variables and values would match words of no use to a reader.
 */
export function StepThrough({steps, cases, javascript}: Props) {
  const {call, count} = steps;
  const [details, opened, onToggle] = useOpened();
  const [stepping, setStepping] = useState(false);
  return (
    <details ref={details} className={clsx('alert alert--secondary', styles.section)} onToggle={onToggle} data-pagefind-ignore="">
      <summary>
        Step through: <code>{call}</code>, {count === 1 ? '1 step' : `${count} steps`}
      </summary>
      {opened && (
        <Suspense fallback={<p>Loading the stepper…</p>}>
          <PageStepper
            key={javascript}
            steps={steps}
            cases={cases}
            javascript={javascript}
            section={() => details.current}
            onRecorded={() => setStepping(true)}
          />
        </Suspense>
      )}
      <div className={styles.scroll} hidden={stepping} dangerouslySetInnerHTML={{__html: steps.table}} />
    </details>
  );
}

export default StepThrough;
