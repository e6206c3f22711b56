import {useCallback, useEffect, useRef, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {EMPTY_FILTER, parseQuery, serializeQuery, type Facets, type FilterState} from './filter';

/** `push` for a discrete change (a box ticked), `replace` while typing. */
export type HistoryMode = 'push' | 'replace';

/**
 * The filters, kept in the page's query string so that a filtered view can be
 * shared and survives reload and back/forward.
 *
 * The state is local and updates at once (the router re-renders only after
 * Docusaurus has "preloaded" the next location); every change is mirrored to
 * the URL, and a change of the URL made elsewhere (back/forward, a link such as
 * `/?platform=Codewars#problems`) is read back into the state. The server, and
 * so hydration, renders the unfiltered index: a static page cannot see the
 * query string.
 */
export function useFilterQuery(facets: Facets): [FilterState, (next: FilterState, mode: HistoryMode) => void] {
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const [state, setState] = useState<FilterState>(() =>
    isBrowser ? parseQuery(history.location.search, facets) : EMPTY_FILTER,
  );
  const current = useRef(state);

  useEffect(() => {
    const pathname = history.location.pathname;
    const read = (location: {pathname: string; search: string}) => {
      if (location.pathname !== pathname) return; // leaving the page
      if (location.search === serializeQuery(current.current, location.search)) return; // our own change
      current.current = parseQuery(location.search, facets);
      setState(current.current);
    };
    read(history.location);
    return history.listen(read);
  }, [history, facets]);

  const update = useCallback(
    (next: FilterState, mode: HistoryMode) => {
      current.current = next;
      setState(next);
      const {pathname, search, hash} = history.location;
      const nextSearch = serializeQuery(next, search);
      if (nextSearch === search) return;
      const location = {pathname, search: nextSearch, hash};
      if (mode === 'push') history.push(location);
      else history.replace(location);
    },
    [history],
  );

  return [state, update];
}
