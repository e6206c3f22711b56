import {useEffect, useState} from 'react';
import {loadPagefind, type Pagefind} from './pagefind';
import {
  FILTER_NAMES,
  RESULT_LIMIT,
  filterChoices,
  pagefindFilters,
  toSearchResult,
  type FilterName,
  type SearchFilters,
  type SearchResult,
} from './results';

/** Without a production build there is no index: `npm start` serves none. */
export const HAS_INDEX = process.env.NODE_ENV === 'production';
/** Waits this long after a keystroke for the next one before searching. */
const TYPING_DELAY_MS = 80;

/** Pagefind's state: `absent` without an index, `ready` with the filter choices the index offers. */
export type Library =
  {state: 'loading'} | {state: 'ready'; pagefind: Pagefind; choices: Record<FilterName, string[]>} | {state: 'failed'} | {state: 'absent'};

/** The results of one search: the first {@link RESULT_LIMIT} of `total`. */
export type Found = {query: string; filters: SearchFilters; total: number; results: SearchResult[]};

/**
 * Loads Pagefind and searches the index for `term` with `filters` as the
 * visitor types. `shown` is the search of exactly this term and these
 * filters, or undefined while it runs (a result list of an earlier term is
 * never shown for a later one).
 */
export function useSearch(
  scriptUrl: string,
  baseUrl: string,
  term: string,
  filters: SearchFilters,
): {library: Library; shown: Found | undefined} {
  const [library, setLibrary] = useState<Library>(HAS_INDEX ? {state: 'loading'} : {state: 'absent'});
  const [found, setFound] = useState<Found | undefined>();

  useEffect(() => {
    if (!HAS_INDEX) return undefined;
    let current = true;
    loadPagefind(scriptUrl, baseUrl)
      .then(async (pagefind) => {
        const available = await pagefind.filters();
        const choices = Object.fromEntries(FILTER_NAMES.map((name) => [name, filterChoices(available, name)])) as Record<
          FilterName,
          string[]
        >;
        if (current) setLibrary({state: 'ready', pagefind, choices});
      })
      .catch(() => current && setLibrary({state: 'failed'}));
    return () => {
      current = false;
    };
  }, [scriptUrl, baseUrl]);

  const pagefind = library.state === 'ready' ? library.pagefind : undefined;
  useEffect(() => {
    if (!pagefind || !term) return undefined;
    let current = true;
    void (async () => {
      const response = await pagefind.debouncedSearch(term, {filters: pagefindFilters(filters)}, TYPING_DELAY_MS);
      if (!response || !current) return;
      const data = await Promise.all(response.results.slice(0, RESULT_LIMIT).map((result) => result.data()));
      if (!current) return;
      setFound({query: term, filters, total: response.results.length, results: data.map(toSearchResult)});
    })().catch(() => current && setLibrary({state: 'failed'}));
    return () => {
      current = false;
    };
  }, [pagefind, term, filters]);

  const shown = term && found?.query === term && found.filters === filters ? found : undefined;
  return {library, shown};
}
