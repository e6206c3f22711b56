import {lazy, Suspense, useCallback, useEffect, useRef, useState} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

/** The dialog and Pagefind load on first use: focus or hover of the button, a click, or a shortcut. */
const loadDialog = () => import('@site/src/features/search/SearchDialog');
const SearchDialog = lazy(loadDialog);

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement)
  );
}

/** `/` (outside text fields) or Ctrl+K / ⌘K. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target);
}

type Props = {mobile?: boolean};

/**
 * The navbar's search button (navbar item type `custom-search`). Rendered
 * only once JavaScript runs, so a page without it shows no dead control; in
 * the mobile menu it is not repeated (the navbar keeps it at every width).
 */
export default function SearchButton({mobile = false}: Props) {
  const isBrowser = useIsBrowser();
  const scriptUrl = useBaseUrl('/pagefind/pagefind.js');
  const baseUrl = useBaseUrl('/');
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const prepare = useCallback(() => {
    void loadDialog().then(({preloadSearch}) => preloadSearch(scriptUrl, baseUrl));
  }, [scriptUrl, baseUrl]);

  const show = useCallback(() => {
    const focused = document.activeElement;
    returnFocus.current = focused instanceof HTMLElement && focused !== document.body ? focused : button.current;
    setUsed(true);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    // Closed now, not at React's next render: an element behind a modal dialog is inert and refuses the focus.
    flushSync(() => setOpen(false));
    (returnFocus.current?.isConnected ? returnFocus.current : button.current)?.focus();
  }, []);

  useEffect(() => {
    if (mobile) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobile, show]);

  if (mobile || !isBrowser) return null;
  const mac = /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <div className={styles.search}>
      <button
        ref={button}
        type="button"
        className={clsx('navbar__search-input', styles.button)}
        // No aria-label: the name is the button's text, "Search Ctrl K" as shown (on phones "Search", the label
        // visually hidden beside the magnifier), so that a reader who says what they see can name it (label in name).
        aria-haspopup="dialog"
        aria-keyshortcuts={mac ? '/ Meta+K' : '/ Control+K'}
        onFocus={prepare}
        onPointerEnter={prepare}
        onClick={show}
      >
        <span className={styles.label}>Search</span>
        <kbd className={styles.shortcut}>{mac ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      {used && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={close} scriptUrl={scriptUrl} baseUrl={baseUrl} />
        </Suspense>
      )}
    </div>
  );
}
