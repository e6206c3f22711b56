import {useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent} from 'react';
import Link from '@docusaurus/Link';
import {SearchFilterSelects} from '@site/src/features/search/SearchFilterSelects';
import {SearchResults} from '@site/src/features/search/SearchResults';
import {NO_RESULT, comboboxAction, optionId} from './combobox';
import {loadPagefind} from './pagefind';
import {ANY, type SearchFilters} from './results';
import {statusMessage} from './status';
import {HAS_INDEX, useSearch, type Found} from './useSearch';
import css from './styles.on-demand.css';

/** Starts loading Pagefind and its index entry (the navbar button calls it on focus or hover). */
export function preloadSearch(scriptUrl: string, baseUrl: string): void {
  if (HAS_INDEX) loadPagefind(scriptUrl, baseUrl).catch(() => undefined);
}

type Props = {
  open: boolean;
  onClose: () => void;
  /** `<base URL>pagefind/pagefind.js` */
  scriptUrl: string;
  baseUrl: string;
};

/**
 * The search dialog (a modal WAI-ARIA dialog holding a combobox and its
 * listbox): results as the visitor types, each a link with title, platform,
 * difficulty and an excerpt with the match highlighted; the keys are
 * combobox.ts's.
 */
export default function SearchDialog({open, onClose, scriptUrl, baseUrl}: Props) {
  const id = useId();
  const listboxId = `${id}-results`;
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<SearchFilters>(ANY);
  const term = query.trim();
  const {library, shown} = useSearch(scriptUrl, baseUrl, term, filters);
  const results = shown?.results ?? [];
  // The active result belongs to one search: a new one starts with none active.
  const [activeIn, setActiveIn] = useState<{found: Found; index: number}>();
  const active = shown && activeIn?.found === shown ? activeIn.index : NO_RESULT;
  const setActive = (index: number) => {
    if (shown) setActiveIn({found: shown, index});
  };

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      input.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const {key, altKey, ctrlKey, metaKey, shiftKey} = event;
    const isComposing = event.nativeEvent.isComposing;
    const action = comboboxAction({key, altKey, ctrlKey, metaKey, shiftKey, isComposing}, active, results.length);
    if (!action) return;
    event.preventDefault();
    if (action === 'close') onClose();
    // Opening clicks the result's link, so that Enter and a click take one path: the router, then the dialog closes.
    else if ('open' in action) document.getElementById(optionId(listboxId, action.open))?.click();
    else setActive(action.activate);
  };

  // The browser fires 'close' a task after the dialog closes, whoever closed it. Only a close of its own (Esc
  // from a filter, say) is passed on: not the echo of our own close, which may arrive after the reader has
  // opened the search again (seen in CI between Esc and Enter: the new search closed under the reader).
  const onNativeClose = () => {
    if (open && !dialog.current?.open) onClose();
  };

  // A click on the backdrop (the dialog element itself, outside its panel) closes it, like Esc.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  const status = statusMessage({library: library.state, term, shown});
  return (
    <dialog ref={dialog} className="search-dialog" aria-labelledby={`${id}-title`} onClose={onNativeClose} onClick={onDialogClick}>
      <style>{css}</style>
      <div className="search-dialog-panel">
        <div className="search-dialog-header">
          {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- the dialog's title, not a section of the page: no anchor link */}
          <h2 id={`${id}-title`} className="search-dialog-title">
            Search the write-ups
          </h2>
          <button type="button" className="button button--sm button--secondary search-dialog-close" onClick={onClose}>
            Close <kbd>Esc</kbd>
          </button>
        </div>
        {library.state === 'absent' ? (
          <p className="search-dialog-message">
            Search works in the production build: run <code>npm run build && npm run serve</code>. There is no search index under{' '}
            <code>npm start</code>.
          </p>
        ) : (
          <>
            <input
              type="search"
              className="search-dialog-input"
              role="combobox"
              aria-label="Search the write-ups"
              aria-autocomplete="list"
              aria-expanded={results.length > 0}
              aria-controls={results.length > 0 ? listboxId : undefined}
              aria-activedescendant={active === NO_RESULT ? undefined : optionId(listboxId, active)}
              autoComplete="off"
              spellCheck={false}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
              ref={input}
            />
            {library.state === 'ready' && <SearchFilterSelects choices={library.choices} filters={filters} onChange={setFilters} />}
            <p className="search-dialog-status" role="status">
              {status}
              {(library.state === 'failed' || shown?.total === 0) && (
                <>
                  {' '}
                  <Link to="/#problems" onClick={onClose}>
                    Browse the problem index
                  </Link>
                  .
                </>
              )}
            </p>
            {results.length > 0 && (
              <SearchResults id={listboxId} results={results} active={active} onActivate={setActive} onOpen={onClose} />
            )}
          </>
        )}
      </div>
    </dialog>
  );
}
