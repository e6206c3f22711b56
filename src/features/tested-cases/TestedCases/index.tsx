import {Suspense, lazy, type ReactNode} from 'react';
import {useOpened} from '@site/src/hooks/useOpened';
import clsx from 'clsx';
import type {CodeFile} from '../../code-blocks/code-file';
import type {StepSummary} from '../../step-through/summary';
import type {Comparison} from '../../../test-kit/judge';
import type {TestedCase} from '../../../test-kit/types';
import {Value} from './Value';
import styles from './styles.module.css';

// The runner's code is fetched when the section is first opened, never on page load.
const CodeRunner = lazy(() => import('@site/src/features/tested-cases/CodeRunner'));

type Props = {
  /** The write-up's test table, imported from its `cases.ts`. */
  cases: readonly TestedCase[];
  /** What the property-based tests in `solution.test.ts` check, and against what. */
  children?: ReactNode;
  /**
   * Added to every write-up by the build (src/features/tested-cases/run-tested-cases.ts): the page's solution.ts,
   * whose JavaScript the runner runs and whose steps' lines its "Step through" marks.
   */
  solution?: CodeFile & {steps: StepSummary};
  /** Added with it when the page's cases.ts exports one: how its tests compare results. */
  comparison?: Comparison;
};

/**
 * The "Tested cases" section of a write-up: a collapsed table of every case in
 * the test table, rendered into the page's HTML, and, once opened, the code
 * runner, which runs the page's own solution on the cases or on the reader's
 * arguments.
 *
 * A native <details> with Infima's info-alert look, not @theme/Details: the
 * section adds to every write-up's first load (1 KB gzip per 10 cases at most,
 * `tests/site/tested-cases.test.ts`), and @theme/Details writes two wrappers and
 * four classes around it for an opening animation.
 */
export function TestedCases({cases, children, solution, comparison}: Props) {
  const [details, opened, onToggle] = useOpened();
  return (
    <details ref={details} className={clsx('alert alert--info', styles.section)} onToggle={onToggle}>
      <summary>{`Tested cases (${cases.length})`}</summary>
      <div className={styles.scroll}>
        <table>
          <thead>
            <tr>
              <th scope="col">Case</th>
              <th scope="col">Input</th>
              <th scope="col">Expected</th>
            </tr>
          </thead>
          <tbody>
            {cases.map(({name, input, expected}) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>
                  {Object.entries(input).map(([parameter, value]) => (
                    <div key={parameter}>
                      <code>{parameter}</code> = <Value value={value} />
                    </div>
                  ))}
                </td>
                <td>
                  <Value value={expected} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {children && <div className={styles.note}>{children}</div>}
      {opened && solution && (
        <div className={styles.runner}>
          <Suspense>
            <CodeRunner cases={cases} solution={solution} comparison={comparison} />
          </Suspense>
        </div>
      )}
    </details>
  );
}

export default TestedCases;
