import type {ReactNode} from 'react';
import Details from '@theme/Details';
import {showValue} from './format';
import type {TestedCase} from './types';
import styles from './styles.module.css';

type Props = {
  /** The write-up's test table, imported from its `cases.ts`. */
  cases: readonly TestedCase[];
  /** What the property-based tests in `solution.test.ts` check, and against what. */
  children?: ReactNode;
};

function Value({value}: {value: unknown}) {
  const {full, short} = showValue(value);
  if (short === undefined) return <code>{full}</code>;
  // @theme/Details handles every click on a summary inside it as a click on its own summary, which would close
  // the section instead of opening this value: keep the click here and let the browser open this <details>.
  return (
    <details className={styles.long} onClick={(event) => event.stopPropagation()}>
      <summary>
        <code>{short}</code>
      </summary>
      <code>{full}</code>
    </details>
  );
}

/**
 * The "Tested cases" section of a write-up: a collapsed table of every case in
 * the test table, rendered into the page's HTML.
 */
export function TestedCases({cases, children}: Props) {
  return (
    <Details summary={<summary>Tested cases ({cases.length})</summary>} className={styles.section}>
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
    </Details>
  );
}

export default TestedCases;
