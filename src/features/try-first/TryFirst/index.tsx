import {TRY_FIRST, choose, isChosen} from '../choice';
import styles from './styles.module.css';

/** The switch's row, which holds the "shown" mark for this page. */
const rowOf = (control: HTMLElement) => control.closest('div')!;

/** Gives the switch's box the reader's choice as React commits the row, before it paints. */
const showChoice = (box: HTMLInputElement | null) => {
  if (box) box.checked = isChosen();
};

/**
 * "Hide the solution while I try", under a write-up's header: a switch that
 * hides the Approach, Complexity, Solution and Pitfalls sections on every
 * write-up (the build marks what it hides: ../hide-solution.ts), remembered on
 * this device, and "Show the solution", which reveals them on this page and
 * leaves the switch on for the next. The head script applies the stored choice
 * before a page load's first paint; the CSS shows the button only while the
 * solution is hidden, before hydration too, and the switch only where scripts run.
 *
 * No state and no effect: the choice lives on <html> and "shown" on this row
 * (../choice.ts), and the box is the browser's own. With a layout effect that
 * read storage and set <html> again on each write-up, the switch was 309 B gzip
 * of every page's `common.js` (2026-11-26).
 */
export function TryFirst() {
  return (
    <div className={styles.tryFirst}>
      <label>
        <input
          ref={showChoice}
          type="checkbox"
          role="switch"
          onChange={({currentTarget: box}) => {
            choose(box.checked);
            rowOf(box).removeAttribute(TRY_FIRST.shown);
          }}
        />{' '}
        Hide the solution while I try
      </label>
      <button
        type="button"
        className="button button--outline button--primary button--sm"
        onClick={({currentTarget}) => rowOf(currentTarget).setAttribute(TRY_FIRST.shown, '')}
      >
        Show the solution
      </button>
    </div>
  );
}

export default TryFirst;
