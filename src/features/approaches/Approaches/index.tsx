import type {ReactNode} from 'react';
import type {CodeFile} from '../../code-blocks/code-file';
import type {Complexity} from './complexity';
import {COMPLEXITY_FORMAT} from './complexity-format';
import styles from './styles.module.css';

export type Approach = {
  /** What the page calls it: "Sliding window". */
  name: string;
  /** The tested file it lives in, one the page shows: the table shows its name and the complexity its JSDoc states. */
  file: string;
  /** When a reader should pick this approach over the others. */
  prefer: ReactNode;
};

type Props = {
  approaches: readonly Approach[];
  /** Added by the build (src/features/approaches/compare-approaches.ts): the files the page shows, highlighted in the build. */
  sources?: readonly (CodeFile & {complexity: Complexity | null})[];
};

/**
 * A write-up's approaches side by side: time and extra space as each file's
 * JSDoc states them (read, never typed again), and when to prefer each.
 */
export function Approaches({approaches, sources = []}: Props) {
  const rows = approaches.map((approach) => {
    const {file} = approach;
    // One the page shows: the build checks it (src/features/approaches/compare-approaches.ts).
    const {complexity} = sources.find((shown) => shown.file === file)!;
    if (!complexity) {
      throw new Error(`${file}: its exported function needs a one-line complexity JSDoc, ${COMPLEXITY_FORMAT}.`);
    }
    return {...approach, file, ...complexity};
  });
  // A region a keyboard can focus, so that a table wider than a phone can be scrolled without a pointer.
  return (
    <div className={styles.scroll} role="region" aria-label="Approaches compared" tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">Approach</th>
            <th scope="col">Time</th>
            <th scope="col">Extra space</th>
            <th scope="col">Prefer it when</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({name, file, time, space, prefer}) => (
            <tr key={file}>
              <th scope="row">
                {name} <code>{file}</code>
              </th>
              <td>{time}</td>
              <td>{space}</td>
              <td>{prefer}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default Approaches;
