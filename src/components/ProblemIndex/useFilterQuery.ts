import {useCallback, useEffect, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {EMPTY_FILTER, parseQuery, serializeQuery, type Facets, type FilterState} from './filter';

/** `push` for a discrete change (a box ticked), `replace` while typing. */
export type HistoryMode = 'push' | 'replace';

/**
 * The filters, kept in the page's query string so that a filtered view can be
 * shared and survives reload and back/forward.
 *
 * The state is local and renders at once; the URL follows after the next
 * frame, because a location change re-renders the whole page through the
 * router, which would otherwise delay the filtered list on a slow phone.
 * Several changes within one frame make one history entry (a push if any of
 * them was a push). A change of the URL made elsewhere (back/forward, a link
 * such as `/?platform=Codewars#problems`) is read back into the state. The
 * server, and so hydration, renders the unfiltered index: a static page cannot
 * see the query string.
 *
 * Docusaurus moves focus to the top of the page (its skip-to-content target)
 * after every pushed location without a hash; for a filter change that would
 * throw a keyboard user out of the form, so the focus and scroll position are
 * put back right after, in the same task (before the browser paints).
 */
export function useFilterQuery(facets: Facets): [FilterState, (next: FilterState, mode: HistoryMode) => void] {
  const history = useHistory();
  const location = useLocation();
  const isBrowser = useIsBrowser();
  const [state, setState] = useState<FilterState>(() =>
    isBrowser ? parseQuery(history.location.search, facets) : EMPTY_FILTER,
  );
  const current = useRef(state);
  const pending = useRef<{mode: HistoryMode; frame: number; timer?: ReturnType<typeof setTimeout>} | null>(null);
  const restore = useRef<{element: Element | null; x: number; y: number} | null>(null);

  const cancelPending = useCallback(() => {
    if (!pending.current) return;
    cancelAnimationFrame(pending.current.frame);
    clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);

  // Put back the focus that Docusaurus took away after our own push.
  useEffect(() => {
    const saved = restore.current;
    restore.current = null;
    if (!saved || !(saved.element instanceof HTMLElement) || !saved.element.isConnected) return;
    if (document.activeElement === saved.element) return;
    saved.element.focus({preventScroll: true});
    window.scrollTo(saved.x, saved.y);
  }, [location]);

  // Read the URL after hydration, and whenever it changes other than by us.
  useEffect(() => {
    const pathname = history.location.pathname;
    const read = (where: {pathname: string; search: string}) => {
      if (where.pathname !== pathname) return; // leaving the page
      if (where.search === serializeQuery(current.current, where.search)) return; // our own change
      cancelPending();
      current.current = parseQuery(where.search, facets);
      setState(current.current);
    };
    read(history.location);
    const stopListening = history.listen(read);
    return () => {
      stopListening();
      cancelPending();
    };
  }, [history, facets, cancelPending]);

  const writeUrl = useCallback(() => {
    const mode = pending.current?.mode;
    pending.current = null;
    const {pathname, search, hash} = history.location;
    const nextSearch = serializeQuery(current.current, search);
    if (nextSearch === search) return;
    const next = {pathname, search: nextSearch, hash};
    if (mode === 'push') {
      restore.current = {element: document.activeElement, x: window.scrollX, y: window.scrollY};
      history.push(next);
    } else {
      history.replace(next);
    }
  }, [history]);

  const update = useCallback(
    (next: FilterState, mode: HistoryMode) => {
      current.current = next;
      setState(next);
      if (pending.current) {
        if (mode === 'push') pending.current.mode = 'push';
        return;
      }
      const write = {mode, frame: 0, timer: undefined as ReturnType<typeof setTimeout> | undefined};
      write.frame = requestAnimationFrame(() => {
        write.timer = setTimeout(writeUrl);
      });
      pending.current = write;
    },
    [writeUrl],
  );

  return [state, update];
}
