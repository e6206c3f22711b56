import {useCallback, useDeferredValue, useEffect, useMemo, useRef, useState} from 'react';
import Heading from '@theme/Heading';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Problem} from '@site/src/features/problem-index/types';
import {ProblemFilters} from '@site/src/features/problem-index/ProblemFilters';
import {ProblemTable} from '@site/src/features/problem-index/ProblemTable';
import {ProgressFilter} from '@site/src/features/problem-index/ProgressFilter';
import {filterByProgress, type ProgressChoice} from '@site/src/features/progress/progress';
import {useSolved} from '@site/src/features/progress/useSolved';
import {
  EMPTY_FILTER,
  buildSearchIndex,
  filterProblems,
  firstPage,
  pageOf,
  resultsSummary,
  rowLimit,
  showMore,
  toggleChoice,
  type Facets,
  type ListFacet,
} from './filter';
import {useFilterQuery} from './useFilterQuery';
import styles from './styles.module.css';

type Props = {
  /** Every write-up, in display order. */
  problems: Problem[];
  facets: Facets;
};

/**
 * The index of every write-up, filterable by platform, difficulty, topics and
 * text, with the filters in the URL.
 *
 * With JavaScript, the page shows the filters and the first PAGE_SIZE matching
 * rows, with "Show more" for the rest, so that filtering renders few rows. A
 * change first updates only the control that changed and the announced count
 * (cheap, so the next frame shows them), then the counts beside the choices
 * and the rows, as a deferred render that React may spread over the following
 * frames on a slow device.
 * Without it, the interactive part is hidden and the server-rendered
 * <noscript> table lists every write-up; browsers running JavaScript never
 * parse that table, and React does not render <noscript> content in the browser.
 */
export function ProblemIndex({problems, facets}: Props) {
  const index = useMemo(() => buildSearchIndex(problems, facets), [problems, facets]);
  const [state, update] = useFilterQuery(facets);
  const body = useRef<HTMLTableSectionElement>(null);
  const result = useMemo(() => filterProblems(index, state), [index, state]);
  const shownState = useDeferredValue(state);
  // Filtering 2,000 rows takes about 0.1 ms: the deferred state is filtered again rather than cached.
  const shown = useMemo(() => (shownState === state ? result : filterProblems(index, shownState)), [index, shownState, state, result]);
  // Read after hydration: the server knows nothing of this device.
  const {solved, clear: clearMarks} = useSolved();
  const [progress, setProgress] = useState<ProgressChoice>('all');
  const matches = useMemo(() => filterByProgress(shown.matches, solved, progress), [shown, solved, progress]);
  const resultCount = useMemo(() => filterByProgress(result.matches, solved, progress).length, [result, solved, progress]);
  const [paging, setPaging] = useState(() => firstPage(state));
  const limit = rowLimit(paging, shownState);
  const matching = matches.length;
  const {listed, more} = pageOf(matching, limit);
  // The same element while only the form changes, so that React skips the table in the urgent render.
  const table = useMemo(
    () => <ProblemTable problems={matches.slice(0, listed)} bodyRef={body} solved={solved} />,
    [matches, listed, solved],
  );
  const typing = useRef(false);
  const focusRow = useRef<number | null>(null);
  const action = `${useBaseUrl('/')}#problems`;

  useEffect(() => {
    if (focusRow.current === null) return;
    body.current?.rows[focusRow.current]?.querySelector('a')?.focus();
    focusRow.current = null;
  }, [listed]);

  // Stable callbacks, so that the form's unchanged checkboxes skip re-rendering.
  const onToggle = useCallback(
    (facet: ListFacet, value: string) => {
      typing.current = false;
      update((latest) => toggleChoice(latest, facet, value, facets), {
        history: 'push',
        when: 'next-frame',
      });
    },
    [update, facets],
  );
  const onQueryChange = useCallback(
    (q: string) => {
      // The first keystroke of a bout of typing adds a history entry, the next ones replace it.
      update((latest) => ({...latest, q}), {
        history: typing.current ? 'replace' : 'push',
        when: 'typing-pause',
      });
      typing.current = true;
    },
    [update],
  );
  const onQueryCommit = useCallback(() => {
    typing.current = false;
  }, []);
  const onClear = useCallback(() => {
    typing.current = false;
    update(EMPTY_FILTER, {history: 'push', when: 'next-frame'});
  }, [update]);
  const onShowMore = () => {
    focusRow.current = listed;
    setPaging(showMore(shownState, limit));
  };

  return (
    <section aria-labelledby="problems">
      <Heading as="h2" id="problems">
        All write-ups
      </Heading>
      <div className={styles.interactive}>
        <ProblemFilters
          facets={facets}
          state={state}
          counts={shown.counts}
          action={action}
          onToggle={onToggle}
          onQueryChange={onQueryChange}
          onQueryCommit={onQueryCommit}
          onClear={onClear}
        />
        <ProgressFilter choice={progress} onChoose={setProgress} solved={solved.size} onClearMarks={clearMarks} />
        <p className={styles.summary} aria-live="polite" aria-atomic="true">
          {resultsSummary(resultCount, result.total)}
        </p>
        {matching > 0 ? table : <p>No write-up matches these filters. Untick some of them or change the text.</p>}
        {more > 0 && (
          <div className={styles.more}>
            <span>{`Listed ${listed} of ${matching}.`}</span>
            <button type="button" className="button button--primary button--sm" onClick={onShowMore}>
              {`Show ${more} more`}
            </button>
          </div>
        )}
      </div>
      <noscript>
        <style>{`.${styles.interactive}{display:none}`}</style>
        <p className={styles.summary}>
          {`${problems.length} ${problems.length === 1 ? 'write-up' : 'write-ups'}. Turn on JavaScript to filter them.`}
        </p>
        {!ExecutionEnvironment.canUseDOM && <ProblemTable problems={problems} />}
      </noscript>
    </section>
  );
}

export default ProblemIndex;
