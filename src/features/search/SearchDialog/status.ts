/**
 * What the dialog's status line says (a polite live region, so that a screen
 * reader hears it, the result count included, without losing its place).
 */
import type {Found, Library} from './useSearch';

export type StatusInput = {
  library: Library['state'];
  /** The search term, trimmed. */
  term: string;
  /** The search of exactly this term and these filters, once it has finished (the status counts its results). */
  shown: (Pick<Found, 'query' | 'total'> & {results: readonly unknown[]}) | undefined;
};

/** The status line, or undefined when there is none (without an index, the dialog says why instead). */
export function statusMessage({library, term, shown}: StatusInput): string | undefined {
  if (library === 'absent') return undefined;
  if (library === 'failed') return 'Search could not load.';
  if (!term) return 'Type a word from a title, the text or the code of a write-up.';
  if (library === 'loading' || !shown) return 'Searching…';
  if (shown.total === 0) return `No write-up matches “${shown.query}”.`;
  const count = `${shown.total} ${shown.total === 1 ? 'result' : 'results'}`;
  return shown.total > shown.results.length ? `${count}, the first ${shown.results.length} shown.` : `${count}.`;
}
