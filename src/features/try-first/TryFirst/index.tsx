import {choose, isChosen} from '../choice';
import './styles.css';

/** Gives the switch's box the reader's choice as React commits the row, before it paints. */
const showChoice = (box: HTMLInputElement | null) => {
  if (box) box.checked = isChosen();
};

/**
 * "Hide the solution while I try", under a write-up's header: a switch that
 * hides the Approach, Complexity, Solution and Pitfalls sections on every
 * write-up (the build marks what it hides: ../hide-solution.ts), remembered on
 * this device, and "Show the solution", a disclosure that reveals them on this
 * page while it is open and leaves the switch on for the next. The head script
 * applies the stored choice before a page load's first paint; the CSS shows the
 * disclosure only while the choice is on, before hydration too, and the row
 * only where scripts run.
 *
 * No state and no effect: the choice lives on <html> (../choice.ts), and the
 * switch's box and the disclosure's open state are the browser's own; the
 * next write-up renders a disclosure of its own, closed. A layout effect that
 * read storage and set <html> again on each write-up, a button that marked the
 * solution's row, or a CSS module's map of class names would each be part of
 * every page's `common.js`.
 */
export function TryFirst() {
  return (
    <div className="try-first">
      <label>
        <input ref={showChoice} type="checkbox" role="switch" onChange={({currentTarget: box}) => choose(box.checked)} /> Hide the solution
        while I try
      </label>
      <details>
        <summary>Show the solution</summary>
      </details>
    </div>
  );
}

export default TryFirst;
