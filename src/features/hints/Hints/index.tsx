import {Children, useEffect, useRef, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  /** The hints, in order, one element each: the build turns each `<Hint>` of the page into one (src/features/hints/show-hints.ts). */
  children: ReactNode;
};

/**
 * A write-up's hints, right after its Problem section: each a collapsed native
 * <details> labelled "Hint 2 of 3", the reader revealing them one at a time.
 *
 * The CSS alone shows a hint only once the hint before it is open, so the
 * page behaves the same without JavaScript and before hydration. After
 * hydration, each hint the reader has reached is marked `data-reached`, which
 * keeps it shown even when an earlier one is closed again: the state only
 * ever reveals more, and at hydration it marks exactly the hints the CSS
 * already shows, so nothing moves. Native <details>, not @theme/Details, for
 * the reasons given in TestedCases: no wrappers, no animation code on every
 * write-up's first load.
 */
export function Hints({children}: Props) {
  const hints = Children.toArray(children);
  // The last hint the reader has reached (0-based): every hint up to it stays shown.
  const [reached, setReached] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  // Hints opened before hydration: the browser toggled them without React, and the CSS shows the one after each.
  useEffect(() => {
    const opened = Array.from(list.current?.children ?? []).findIndex((hint) => !(hint as HTMLDetailsElement).open);
    setReached((was) => Math.max(was, opened === -1 ? hints.length - 1 : opened));
  }, [hints.length]);
  return (
    <div ref={list} className={styles.hints}>
      {hints.map((hint, index) => (
        <details
          key={index}
          className={styles.hint}
          data-reached={index <= reached ? '' : undefined}
          onToggle={(event) => event.currentTarget.open && setReached((was) => Math.max(was, index + 1))}
        >
          <summary>{`Hint ${index + 1} of ${hints.length}`}</summary>
          {hint}
        </details>
      ))}
    </div>
  );
}

export default Hints;
