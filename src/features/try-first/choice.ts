/**
 * The reader's choice to hide the solution while trying, on this device: kept
 * in localStorage under `TRY_FIRST.key`, and shown to the CSS as the attribute
 * `TRY_FIRST.attribute` on <html>, which is the choice for the pages that
 * follow. The head script of ./plugin sets it from storage before the first
 * paint, as the theme does for the colour mode; the switch (./TryFirst) reads
 * it and changes both. Without JavaScript nothing sets it, so everything shows.
 * "Show the solution" is a <details> in the switch's own row, open on this page
 * only: the next write-up renders a row of its own, so the solution is hidden
 * there again.
 */
const KEY = 'try-first';
const ON = 'on';
const ATTRIBUTE = 'data-try-first';
// The functions below name the strings themselves, which the minifier writes in place: read from one object, the
// object was part of every page's `common.js`.
export const TRY_FIRST = {key: KEY, on: ON, attribute: ATTRIBUTE} as const;

/** The global class of the parts of a page hidden while the reader tries (./hide-solution.ts gives it, ./TryFirst styles it). */
export const HIDDEN_CLASS = 'try-first-hidden';

/** Whether the reader chose to hide the solution: the attribute the head script set from storage, or the switch since. */
export function isChosen(): boolean {
  return document.documentElement.hasAttribute(ATTRIBUTE);
}

/** Hides the solution from here on, or shows it; remembered where storage can be written (not when blocked or full). */
export function choose(hide: boolean): void {
  try {
    if (hide) localStorage.setItem(KEY, ON);
    else localStorage.removeItem(KEY);
  } catch {
    // Kept on <html> for this visit only.
  }
  document.documentElement.toggleAttribute(ATTRIBUTE, hide);
}
