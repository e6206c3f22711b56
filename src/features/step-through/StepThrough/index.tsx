import {Suspense, lazy, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import {argumentsOf} from '../../../test-kit/judge';
import type {TestedCase} from '../../../test-kit/types';
import type {StepSummary} from '../summary';
import {codeFileRoot} from '../line-highlight';
import styles from './styles.module.css';

// The stepper and its recording are fetched when the section is first opened, never on page load.
const RecordedStepper = lazy(() => import('@site/src/features/step-through/PageStepper'));

type Props = {
  /** Recorded during the build (src/features/step-through/summary.ts). */
  steps: StepSummary;
  /** The page's cases.ts, whose case the stepper records again. */
  cases: readonly TestedCase[];
  /** The file shown, and its JavaScript as the tab shows it, read when the section is opened. */
  file: string;
  javascript: () => string;
};

/**
 * "Step through" under a shown file: a collapsed table of the steps its code took on a tested case,
 * recorded during the build, in the page's HTML. Opened with JavaScript, the stepper records the same call
 * again in the worker, then takes the table's place and walks through it on the code block above.
 */
export function StepThrough({steps: {call, caseIndex, count, table, lines}, cases, file, javascript}: Props) {
  const [opened, setOpened] = useState(false);
  const [stepping, setStepping] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before hydration: the browser toggled it without React.
  useEffect(() => setOpened((was) => was || (details.current?.open ?? false)), []);
  const row = ([step, line, effect]: StepSummary['table']['head'][number]) => (
    <tr key={step}>
      <td>{step}</td>
      <td>{line}</td>
      <td>{effect && <code>{effect}</code>}</td>
    </tr>
  );
  return (
    <details
      ref={details}
      className={clsx('alert alert--secondary', styles.section)}
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary>
        Step through: <code>{call}</code>, {count === 1 ? '1 step' : `${count} steps`}
      </summary>
      {opened && (
        <Suspense fallback={<p>Loading the stepper…</p>}>
          <RecordedStepper
            source={javascript()}
            args={argumentsOf(cases[caseIndex]!.input)}
            lines={lines}
            code={() => codeFileRoot(file, details.current)}
            onRecorded={() => setStepping(true)}
          />
        </Suspense>
      )}
      <div className={styles.scroll} hidden={stepping}>
        <table>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Line</th>
              <th scope="col">What it changed</th>
            </tr>
          </thead>
          <tbody>
            {table.head.map(row)}
            {table.omitted > 0 && (
              <tr>
                <td colSpan={3}>… {table.omitted} steps left out …</td>
              </tr>
            )}
            {table.tail.map(row)}
            <tr>
              <td colSpan={3}>
                The call <code>{table.end}</code>.
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </details>
  );
}

export default StepThrough;
