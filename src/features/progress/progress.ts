/**
 * What the reader has done on this device, in localStorage and nowhere else: the write-ups whose tests their own
 * code passed (shown in the problem index), and their draft of each write-up's code. Every write-up is keyed by its
 * route, as the index links to it. Storage that is blocked or full changes nothing else: reads give nothing, writes
 * are dropped.
 */

/** The key of the routes of the write-ups solved, a JSON array. */
export const SOLVED_KEY = 'solve-problems:solved';
/** The prefix of the key of a write-up's draft, before its route. */
export const DRAFT_PREFIX = 'solve-problems:draft:';

/** What progress needs of localStorage; a getter, because reading `window.localStorage` itself can throw. */
export type StorageSource = () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A write-up's route as the index's permalinks spell it: decoded, with one trailing slash. */
export function routeKey(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: kept as it is.
  }
  return decoded.replace(/\/*$/, '/');
}

function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** The routes of the write-ups solved, from the stored text (null: none stored); a damaged text gives none. */
export function parseSolved(stored: string | null): Set<string> {
  return attempt(() => {
    const parsed: unknown = JSON.parse(stored ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((route): route is string => typeof route === 'string') : []);
  }, new Set<string>());
}

/** The routes of the write-ups solved on this device. */
export function readSolved(storage: StorageSource): Set<string> {
  return parseSolved(attempt(() => storage().getItem(SOLVED_KEY), null));
}

/** Marks a write-up as solved; true when it was not yet. */
export function markSolved(storage: StorageSource, route: string): boolean {
  const solved = readSolved(storage);
  if (solved.has(routeKey(route))) return false;
  solved.add(routeKey(route));
  return attempt(() => {
    storage().setItem(SOLVED_KEY, JSON.stringify([...solved]));
    return true;
  }, false);
}

/** Forgets every mark (the drafts stay). */
export function clearSolved(storage: StorageSource): void {
  attempt(() => storage().removeItem(SOLVED_KEY), undefined);
}

/** The reader's draft of a write-up's code, or undefined when there is none. */
export function readDraft(storage: StorageSource, route: string): string | undefined {
  return attempt(() => storage().getItem(DRAFT_PREFIX + routeKey(route)) ?? undefined, undefined);
}

/** Keeps the reader's draft of a write-up's code; an empty draft is forgotten. */
export function saveDraft(storage: StorageSource, route: string, code: string): void {
  attempt(() => {
    if (code.trim() === '') storage().removeItem(DRAFT_PREFIX + routeKey(route));
    else storage().setItem(DRAFT_PREFIX + routeKey(route), code);
  }, undefined);
}

/** Which write-ups the index shows by progress. */
export type ProgressChoice = 'all' | 'solved' | 'unsolved';

/** The problems shown for a progress choice, in the order given. */
export function filterByProgress<T extends {permalink: string}>(
  problems: readonly T[],
  solved: ReadonlySet<string>,
  choice: ProgressChoice,
): T[] {
  if (choice === 'all') return [...problems];
  return problems.filter((problem) => solved.has(routeKey(problem.permalink)) === (choice === 'solved'));
}

/** Whether a run solves the write-up: every case ran and passed. */
export function passedEveryCase(results: readonly {passed: boolean}[], stopped: boolean): boolean {
  return !stopped && results.length > 0 && results.every(({passed}) => passed);
}
