import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {showValue} from './format';
import type {TestedCase} from './types';
import styles from './styles.module.css';

type Props = {
  /** The write-up's test table, imported from its `cases.ts`. */
  cases: readonly TestedCase[];
  /** What the property-based tests in `solution.test.ts` check, and against what. */
  children?: ReactNode;
};

/**
 * A value too long to show inline: its shortened form, which opens on a click
 * into the whole value. The whole value is rendered only once opened, from the
 * table the page's JS already holds, so the HTML does not carry it a second time.
 */
function LongValue({short, full}: {short: string; full: string}) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before hydration: the browser toggled it without React.
  useEffect(() => setOpen(details.current?.open ?? false), []);
  return (
    <details ref={details} className={styles.long} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <code>{short}</code>
      </summary>
      {open && <code>{full}</code>}
    </details>
  );
}

function Value({value}: {value: unknown}) {
  const {full, short} = showValue(value);
  return short === undefined ? <code>{full}</code> : <LongValue short={short} full={full} />;
}

/**
 * The "Tested cases" section of a write-up: a collapsed table of every case in
 * the test table, rendered into the page's HTML.
 *
 * A native <details> with Infima's info-alert look, not @theme/Details: the
 * section adds to every write-up's first load (1 KB gzip per 10 cases at most,
 * `npm run bench:tested-cases`), and @theme/Details writes two wrappers and
 * four classes around it for an opening animation.
 */
export function TestedCases({cases, children}: Props) {
  return (
    <details className={clsx('alert alert--info', styles.section)}>
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
    </details>
  );
}

export default TestedCases;
