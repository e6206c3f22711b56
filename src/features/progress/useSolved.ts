import {useMemo, useSyncExternalStore} from 'react';
import {SOLVED_KEY, clearSolved, parseSolved} from './progress';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the site marked or cleared a write-up.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function stored(): string | null {
  try {
    return window.localStorage.getItem(SOLVED_KEY);
  } catch {
    return null;
  }
}

/**
 * The routes of the write-ups solved on this device, and a function that clears them all. None while the page is
 * rendered on the server and hydrated, so that the HTML is the same for every reader; then the stored ones.
 */
export function useSolved(): {solved: ReadonlySet<string>; clear: () => void} {
  const text = useSyncExternalStore(subscribe, stored, () => null);
  const solved = useMemo(() => parseSolved(text), [text]);
  return {
    solved,
    clear: () => {
      clearSolved(() => window.localStorage);
      listeners.forEach((listener) => listener());
    },
  };
}
