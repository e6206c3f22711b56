import {useEffect, useMemo, useRef, useState} from 'react';
import Heading from '@theme/Heading';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Problem} from '@site/src/plugins/problem-index/types';
import {ProblemFilters} from '@site/src/components/ProblemFilters';
import {ProblemTable} from '@site/src/components/ProblemTable';
import {
  EMPTY_FILTER,
  buildSearchIndex,
  filterProblems,
  resultsSummary,
  toggleChoice,
  type Facets,
  type FilterState,
  type ListFacet,
} from './filter';
import {useFilterQuery} from './useFilterQuery';
import styles from './styles.module.css';

/** Rows rendered in the page at a time; "Show more" adds as many. */
export const PAGE_SIZE = 50;

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
 * rows, with "Show more" for the rest, so that filtering renders few rows.
 * Without it, the interactive part is hidden and the server-rendered
 * <noscript> table lists every write-up; browsers running JavaScript never
 * parse that table, and React does not render <noscript> content in the browser.
 */
export function ProblemIndex({problems, facets}: Props) {
  const index = useMemo(() => buildSearchIndex(problems, facets), [problems, facets]);
  const [state, update] = useFilterQuery(facets);
  const result = useMemo(() => filterProblems(index, state), [index, state]);
  const [paging, setPaging] = useState<{state: FilterState; limit: number}>({state, limit: PAGE_SIZE});
  const limit = paging.state === state ? paging.limit : PAGE_SIZE;
  const visible = useMemo(() => result.matches.slice(0, limit), [result, limit]);
  const typing = useRef(false);
  const body = useRef<HTMLTableSectionElement>(null);
  const focusRow = useRef<number | null>(null);
  const action = `${useBaseUrl('/')}#problems`;

  useEffect(() => {
    if (focusRow.current === null) return;
    body.current?.rows[focusRow.current]?.querySelector('a')?.focus();
    focusRow.current = null;
  }, [limit]);

  const change = (next: FilterState) => {
    typing.current = false;
    update(next, 'push');
  };
  const onToggle = (facet: ListFacet, value: string) => change(toggleChoice(state, facet, value, facets));
  const onQueryChange = (q: string) => {
    // The first keystroke of a bout of typing adds a history entry, the next ones replace it.
    update({...state, q}, typing.current ? 'replace' : 'push');
    typing.current = true;
  };
  const onShowMore = () => {
    focusRow.current = limit;
    setPaging({state, limit: limit + PAGE_SIZE});
  };

  const matching = result.matches.length;
  return (
    <section aria-labelledby="problems">
      <Heading as="h2" id="problems">
        All write-ups
      </Heading>
      <div className={styles.interactive}>
        <ProblemFilters
          facets={facets}
          state={state}
          counts={result.counts}
          action={action}
          onToggle={onToggle}
          onQueryChange={onQueryChange}
          onQueryCommit={() => (typing.current = false)}
          onClear={() => change(EMPTY_FILTER)}
        />
        <p className={styles.summary} aria-live="polite" aria-atomic="true">
          {resultsSummary(matching, result.total)}
        </p>
        {matching > 0 ? (
          <ProblemTable problems={visible} bodyRef={body} />
        ) : (
          <p>No write-up matches these filters. Untick some of them or change the text.</p>
        )}
        {limit < matching && (
          <div className={styles.more}>
            <span>{`Listed ${limit} of ${matching}.`}</span>
            <button type="button" className="button button--primary button--sm" onClick={onShowMore}>
              {`Show ${Math.min(PAGE_SIZE, matching - limit)} more`}
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
