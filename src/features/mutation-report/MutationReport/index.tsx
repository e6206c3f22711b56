import clsx from 'clsx';
import type {Example, Uncaught} from './types';
import {codeSpans, figuresText, isCurrent, summaryText, WHOLE_REFRESH, type Refresh, type ShownFigures} from './wording';
import styles from './styles.module.css';

/** Text with code between backticks, the code in <code>. */
function WithCode({text}: {text: string}) {
  return codeSpans(text).map(({code, text: part}, index) => (code ? <code key={index}>{part}</code> : part));
}

/** A change: where it is ("Line 9", or "solution.ts:9" on a page of several files), and the code before and after. */
function Change({where, from, to}: {where: string; from: string; to: string}) {
  return (
    <>
      {/* One text node: React would put a <!-- --> between `{where}` and ": " in the HTML of every line. */}
      {`${where}: `}
      <code>{from}</code> → <code>{to}</code>
    </>
  );
}

type Props = {
  /** Each file the page shows, with the figures the report gives for it and the text the page shows. */
  files: ShownFigures[];
  examples: Example[];
  uncaught: Uncaught[];
  /** What refreshes out-of-date figures: the whole report's run, unless the build names another. */
  refresh?: Refresh;
};

/**
 * The "What the tests catch" section of a write-up, which the build adds
 * after its Tested cases (src/features/mutation-report): for each file
 * the page shows, how many changed versions of it the tests caught, a few
 * caught changes with a test that caught each, and the uncaught ones with the
 * page's reason why they cannot change any result. Figures show only for a
 * file whose text is the one the report measured: under `npm start`, an edit
 * turns them into a note that they are out of date, and how to refresh them.
 *
 * A native <details>, collapsed, as Tested cases is: it adds to every
 * write-up's first load (at most 0.5 KB gzip, tests/site/mutation-report.test.ts).
 */
export function MutationReport({files, examples, uncaught, refresh = WHOLE_REFRESH}: Props) {
  const current = new Set(files.filter(isCurrent).map(({file}) => file));
  const where = (file: string, line: number) => (files.length > 1 ? `${file}:${line}` : `Line ${line}`);
  const shownExamples = examples.filter(({file}) => current.has(file));
  const shownUncaught = uncaught.filter(({file}) => current.has(file));
  return (
    <details className={clsx('alert alert--info', styles.section)}>
      <summary>{summaryText(files)}</summary>
      <ul>
        {files.map((figures) => (
          <li key={figures.file}>
            <code>{figures.file}</code>
            {isCurrent(figures) ? (
              `: ${figuresText(figures)}`
            ) : (
              <>
                : no figures for its code as it is now; <code>{refresh.command}</code> ({refresh.time}) measures it.
              </>
            )}
          </li>
        ))}
      </ul>
      {shownExamples.length > 0 && (
        <>
          <p>Caught by the quoted test, comparisons and boundaries first:</p>
          <ul>
            {shownExamples.map(({file, line, from, to, caughtBy}) => (
              <li key={`${file}:${line}`}>
                <Change where={where(file, line)} from={from} to={to} />, by <q>{caughtBy}</q>
              </li>
            ))}
          </ul>
        </>
      )}
      {shownUncaught.length > 0 && (
        <>
          <p>Not caught, as no result can change:</p>
          <ul>
            {shownUncaught.map(({file, line, from, to, why}) => (
              <li key={`${file}:${line}:${to}`}>
                <Change where={where(file, line)} from={from} to={to} />. <WithCode text={why} />
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  );
}

export default MutationReport;
