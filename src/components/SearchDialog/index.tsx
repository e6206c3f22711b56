import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {DifficultyBadge} from '@site/src/components/DifficultyBadge';
import {loadPagefind, type Pagefind} from './pagefind';
import {
  ANY,
  FILTER_NAMES,
  RESULT_LIMIT,
  filterChoices,
  pagefindFilters,
  toSearchResult,
  type FilterName,
  type SearchFilters,
  type SearchResult,
} from './results';
import styles from './styles.module.css';

/** Without a production build there is no index: `npm start` serves none. */
const HAS_INDEX = process.env.NODE_ENV === 'production';
/** Waits this long after a keystroke for the next one before searching. */
const TYPING_DELAY_MS = 80;
const FILTER_LABELS: Record<FilterName, string> = {platform: 'Platform', difficulty: 'Difficulty'};

/** Starts loading Pagefind and its index entry (the navbar button calls it on focus or hover). */
export function preloadSearch(scriptUrl: string, baseUrl: string): void {
  if (HAS_INDEX) loadPagefind(scriptUrl, baseUrl).catch(() => undefined);
}

type Library =
  {state: 'loading'} | {state: 'ready'; pagefind: Pagefind; choices: Record<FilterName, string[]>} | {state: 'failed'} | {state: 'absent'};
type Found = {query: string; filters: SearchFilters; total: number; results: SearchResult[]};

type Props = {
  open: boolean;
  onClose: () => void;
  /** `<base URL>pagefind/pagefind.js` */
  scriptUrl: string;
  baseUrl: string;
};

/**
 * The search dialog (WAI-ARIA dialog holding a combobox and its listbox):
 * results as the visitor types, each with title, platform, difficulty and an
 * excerpt with the match highlighted; arrows and Enter, or a click, open one
 * through the router; Esc closes.
 */
export default function SearchDialog({open, onClose, scriptUrl, baseUrl}: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const [library, setLibrary] = useState<Library>(HAS_INDEX ? {state: 'loading'} : {state: 'absent'});
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<SearchFilters>(ANY);
  const [found, setFound] = useState<Found | undefined>();
  const [active, setActive] = useState(-1);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      input.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

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
  const term = query.trim();
  useEffect(() => {
    if (!pagefind || !term) return undefined;
    let current = true;
    void (async () => {
      const response = await pagefind.debouncedSearch(term, {filters: pagefindFilters(filters)}, TYPING_DELAY_MS);
      if (!response || !current) return;
      const data = await Promise.all(response.results.slice(0, RESULT_LIMIT).map((result) => result.data()));
      if (!current) return;
      setFound({query: term, filters, total: response.results.length, results: data.map(toSearchResult)});
      setActive(-1);
    })().catch(() => current && setLibrary({state: 'failed'}));
    return () => {
      current = false;
    };
  }, [pagefind, term, filters]);

  const shown = term && found?.query === term && found.filters === filters ? found : undefined;
  const results = shown?.results ?? [];
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({block: 'nearest'});
  }, [id, active]);

  const openResult = useCallback(
    (result: SearchResult) => {
      onClose();
      history.push(result.url);
    },
    [history, onClose],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index < 0 && step < 0 ? results.length - 1 : (index + step + results.length) % results.length));
    } else if (event.key === 'Enter') {
      const result = results[active] ?? results[0];
      if (result) {
        event.preventDefault();
        openResult(result);
      }
    }
  };

  // A click on the backdrop (the dialog element itself, outside its panel) closes it, like Esc.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  const onFilterChange = (name: FilterName) => (event: ChangeEvent<HTMLSelectElement>) =>
    setFilters((previous) => ({...previous, [name]: event.target.value}));

  const status = (() => {
    if (library.state === 'absent') return undefined;
    if (library.state === 'failed') return 'Search could not load.';
    if (!term) return 'Type a word from a title, the text or the code of a write-up.';
    if (library.state === 'loading' || !shown) return 'Searching…';
    if (shown.total === 0) return `No write-up matches “${shown.query}”.`;
    const count = `${shown.total} ${shown.total === 1 ? 'result' : 'results'}`;
    return shown.total > results.length ? `${count}, the first ${results.length} shown.` : `${count}.`;
  })();

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose} onClick={onDialogClick}>
      <div className={styles.panel}>
        <div className={styles.header}>
          {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- the dialog's title, not a section of the page: no anchor link */}
          <h2 id={`${id}-title`} className={styles.title}>
            Search the write-ups
          </h2>
          <button type="button" className={clsx('button button--sm button--secondary', styles.close)} onClick={onClose}>
            Close <kbd>Esc</kbd>
          </button>
        </div>
        {library.state === 'absent' ? (
          <p className={styles.message}>
            Search works in the production build: run <code>npm run build && npm run serve</code>. There is no search index under{' '}
            <code>npm start</code>.
          </p>
        ) : (
          <>
            <input
              type="search"
              className={styles.input}
              role="combobox"
              aria-label="Search the write-ups"
              aria-autocomplete="list"
              aria-expanded={results.length > 0}
              aria-controls={results.length > 0 ? `${id}-results` : undefined}
              aria-activedescendant={active >= 0 && active < results.length ? optionId(active) : undefined}
              autoComplete="off"
              spellCheck={false}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
              ref={input}
            />
            {library.state === 'ready' && (
              <div className={styles.filters}>
                {FILTER_NAMES.map((name) => (
                  <label key={name} className={styles.filter}>
                    {FILTER_LABELS[name]}
                    <select value={filters[name]} onChange={onFilterChange(name)}>
                      <option value="">Any</option>
                      {library.choices[name].map((value) => (
                        <option key={value} value={value}>
                          {value}
                        </option>
                      ))}
                    </select>
                  </label>
                ))}
              </div>
            )}
            <p className={styles.status} role="status">
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
              <ul id={`${id}-results`} role="listbox" aria-label="Results" className={styles.results}>
                {results.map((result, index) => (
                  <li
                    key={result.url}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className={clsx(styles.result, index === active && styles.active)}
                    onClick={() => openResult(result)}
                    onMouseMove={() => index !== active && setActive(index)}
                  >
                    <span className={styles.resultTitle}>{result.title}</span>
                    {result.platform && (
                      <span className={styles.details}>
                        {result.platform}
                        {result.number && ` #${result.number}`}
                        {result.difficulty && <DifficultyBadge difficulty={result.difficulty} />}
                      </span>
                    )}
                    <span className={styles.excerpt}>
                      {result.excerpt.map((part, partIndex) => (part.match ? <mark key={partIndex}>{part.text}</mark> : part.text))}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </dialog>
  );
}
