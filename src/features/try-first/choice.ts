/**
 * The reader's choice to hide the solution while trying, on this device: kept
 * in localStorage under `TRY_FIRST.key`, and shown to the CSS as the attribute
 * `TRY_FIRST.attribute` on <html>: `hide` while the solution is hidden on this
 * page, `shown` once the reader has revealed it here. The head script of
 * ./plugin sets `hide` from the stored choice before the first paint, as the
 * theme does for the colour mode; after hydration ./TryFirst reads and changes
 * it. Without JavaScript nothing sets it, so everything shows.
 */
export const TRY_FIRST = {key: 'try-first', on: 'on', attribute: 'data-try-first', hide: 'hide', shown: 'shown'} as const;

/** The global class of the parts of a page hidden while the reader tries (./hide-solution.ts gives it, ./TryFirst styles it). */
export const HIDDEN_CLASS = 'try-first-hidden';

/** Whether the reader chose to hide the solution on this device; storage that cannot be read counts as no. */
export function isChosen(): boolean {
  try {
    return localStorage.getItem(TRY_FIRST.key) === TRY_FIRST.on;
  } catch {
    return false;
  }
}

/** Remembers the choice; where storage cannot be written (blocked, full), it is lost at the next page load. */
export function choose(hide: boolean): void {
  try {
    if (hide) localStorage.setItem(TRY_FIRST.key, TRY_FIRST.on);
    else localStorage.removeItem(TRY_FIRST.key);
  } catch {
    // Not kept.
  }
}

/** Hides the solution on this page, shows it (`shown`), or leaves it as written (undefined: the switch is off). */
export function apply(state: typeof TRY_FIRST.hide | typeof TRY_FIRST.shown | undefined): void {
  if (state) document.documentElement.setAttribute(TRY_FIRST.attribute, state);
  else document.documentElement.removeAttribute(TRY_FIRST.attribute);
}
