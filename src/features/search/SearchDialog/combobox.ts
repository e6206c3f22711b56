/**
 * The search box's keyboard behaviour, as the WAI-ARIA combobox pattern with a
 * listbox popup has it, kept out of React: DOM focus stays in the text box and
 * the active result is named by `aria-activedescendant`.
 *
 * - Arrow Down and Arrow Up move the active result, wrapping from the last to
 *   the first and back; from no active result, Down activates the first and
 *   Up the last. Without results they move the caret, as in any text box.
 * - Enter opens the active result, or the first when none is active.
 * - Home and End move the caret in the text, as in any text box (the pattern's
 *   choice for an editable combobox).
 * - Esc closes the dialog at once, as its Close button says, keeping the text
 *   for the next opening. (Left to the browser, Chrome's search box would
 *   first clear the text and only a second Esc would close.)
 *
 * With Alt, Ctrl, Meta or Shift held, a key keeps its usual meaning, and so
 * does every key while an input method composes text (Enter then ends the
 * composition, as when typing Chinese, rather than opening a result).
 */

/** No result is active. */
export const NO_RESULT = -1;

/** The parts of a keyboard event the combobox reads. */
export type ComboboxKey = {key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; isComposing: boolean};

/** What a key does: make another result active, open one (by index), close the dialog, or nothing (the key keeps its usual meaning). */
export type ComboboxAction = {activate: number} | {open: number} | 'close' | undefined;

const STEPS: Partial<Record<string, 1 | -1>> = {ArrowDown: 1, ArrowUp: -1};

const hasModifier = (event: ComboboxKey) => event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;

/**
 * What a key pressed in the search box does, given the active result's index
 * ({@link NO_RESULT} for none) and how many results are shown.
 */
export function comboboxAction(event: ComboboxKey, active: number, count: number): ComboboxAction {
  if (hasModifier(event) || event.isComposing) return undefined;
  if (event.key === 'Escape') return 'close';
  if (count === 0) return undefined;
  const current = active >= 0 && active < count ? active : NO_RESULT;
  if (event.key === 'Enter') return {open: current === NO_RESULT ? 0 : current};
  const step = STEPS[event.key];
  if (step === undefined) return undefined;
  if (current === NO_RESULT) return {activate: step === 1 ? 0 : count - 1};
  return {activate: (current + step + count) % count};
}

/** The parts of a click the results read. */
export type Click = {button: number; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean};

/**
 * Whether a click on a result opens it in this tab (the primary button, no
 * modifier), so that the dialog closes. A click with Ctrl, Meta or Shift, or
 * another button, opens it in a new tab or window and leaves the dialog open.
 */
export function opensInThisTab(click: Click): boolean {
  return click.button === 0 && !click.altKey && !click.ctrlKey && !click.metaKey && !click.shiftKey;
}

/** The id of a result's option element, from the listbox's id (the search box names the active one by it). */
export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}
