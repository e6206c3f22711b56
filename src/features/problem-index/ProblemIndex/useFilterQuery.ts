import {useCallback, useEffect, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {EMPTY_FILTER, parseQuery, serializeQuery, type Facets, type FilterState} from './filter';

/**
 * How a change reaches the URL: `history` is `push` for a new history entry (a
 * box ticked, the first keystroke of a bout of typing), `replace` to update
 * the current one (the next keystrokes); `when` is `next-frame` for a discrete
 * change, `typing-pause` to wait until typing pauses.
 */
export type UrlUpdate = {
  history: 'push' | 'replace';
  when: 'next-frame' | 'typing-pause';
};

/** A new filter state, or how to make it from the latest one. */
export type FilterChange = FilterState | ((latest: FilterState) => FilterState);

/** How long typing must pause before the URL follows the text box. */
export const TYPING_PAUSE_MS = 400;

/**
 * The filters, kept in the page's query string so that a filtered view can be
 * shared and survives reload and back/forward.
 *
 * The state is local and renders at once; the URL follows after the next
 * frame, or once typing pauses, because a location change re-renders the
 * whole page through the router (with 2,000 docs, Docusaurus' navbar alone
 * scans every doc's path), which would otherwise hold up the filtered list and
 * the next keystrokes on a slow phone. Changes made before the URL is written
 * make one history entry, a push if any of them was a push. A change of the
 * URL made elsewhere (back/forward, a link such as
 * `/?platform=Codewars#problems`) is read back into the state. The server, and
 * so hydration, renders the unfiltered index: a static page cannot see the
 * query string.
 *
 * Docusaurus moves focus to the top of the page (its skip-to-content target)
 * after every pushed location without a hash; for a filter change that would
 * throw a keyboard user out of the form, so the focus and scroll position are
 * put back right after, in the same task (before the browser paints).
 */
export function useFilterQuery(facets: Facets): [FilterState, (change: FilterChange, url: UrlUpdate) => void] {
  const history = useHistory();
  const location = useLocation();
  const isBrowser = useIsBrowser();
  const [state, setState] = useState<FilterState>(() => (isBrowser ? parseQuery(history.location.search, facets) : EMPTY_FILTER));
  const current = useRef(state);
  const pending = useRef<{
    push: boolean;
    frame?: number;
    timer?: ReturnType<typeof setTimeout>;
  } | null>(null);
  const restore = useRef<{
    element: Element | null;
    x: number;
    y: number;
  } | null>(null);

  const cancelPending = useCallback(() => {
    if (!pending.current) return;
    if (pending.current.frame !== undefined) cancelAnimationFrame(pending.current.frame);
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
    const push = pending.current?.push ?? false;
    pending.current = null;
    const {pathname, search, hash} = history.location;
    const nextSearch = serializeQuery(current.current, search);
    if (nextSearch === search) return;
    const next = {pathname, search: nextSearch, hash};
    if (push) {
      restore.current = {
        element: document.activeElement,
        x: window.scrollX,
        y: window.scrollY,
      };
      history.push(next);
    } else {
      history.replace(next);
    }
  }, [history]);

  const update = useCallback(
    (change: FilterChange, url: UrlUpdate) => {
      const next = typeof change === 'function' ? change(current.current) : change;
      current.current = next;
      setState(next);
      const push = url.history === 'push' || (pending.current?.push ?? false);
      cancelPending();
      const write: NonNullable<typeof pending.current> = {push};
      if (url.when === 'next-frame') {
        write.frame = requestAnimationFrame(() => {
          write.frame = undefined;
          write.timer = setTimeout(writeUrl);
        });
      } else {
        write.timer = setTimeout(writeUrl, TYPING_PAUSE_MS);
      }
      pending.current = write;
    },
    [writeUrl, cancelPending],
  );

  return [state, update];
}
