import {useLayoutEffect, useRef} from 'react';
import {TRY_FIRST, apply, choose, isChosen} from '../choice';
import styles from './styles.module.css';

/**
 * "Hide the solution while I try", under a write-up's header: a switch that
 * hides the Approach, Complexity, Solution and Pitfalls sections on every
 * write-up (the build marks what it hides: ../hide-solution.ts), remembered on
 * this device, and "Show the solution", which reveals them on this page and
 * leaves the switch on for the next. Each write-up applies the stored choice
 * before it paints: the head script on a page load, the layout effect on a
 * move from another page. The CSS shows the button only while the solution is
 * hidden, before hydration too, and the switch only where scripts run.
 *
 * The switch's box is the browser's own state, set from storage here: a
 * controlled input would need a store for React to read, 43 B gzip more
 * on every write-up's first load (2026-11-26).
 */
export function TryFirst() {
  const box = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const chosen = isChosen();
    box.current!.checked = chosen;
    apply(chosen ? TRY_FIRST.hide : undefined);
  }, []);
  return (
    <div className={styles.tryFirst}>
      <label>
        <input
          ref={box}
          type="checkbox"
          role="switch"
          onChange={({currentTarget: {checked}}) => {
            choose(checked);
            apply(checked ? TRY_FIRST.hide : undefined);
          }}
        />{' '}
        Hide the solution while I try
      </label>
      <button type="button" className="button button--outline button--primary button--sm" onClick={() => apply(TRY_FIRST.shown)}>
        Show the solution
      </button>
    </div>
  );
}

export default TryFirst;
