import {useEffect, useRef, useState} from 'react';
import {showValue} from '../../../test-kit/format';
import styles from './styles.module.css';

/**
 * A value too long to show inline: its shortened form, which opens on a click
 * into the whole value. The whole value is rendered only once opened, from the
 * table the page's JS already holds, so the HTML does not carry it a second time.
 */
function LongValue({short, full}: {short: string; full: string}) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before hydration: the browser toggled it without React.
  useEffect(() => setOpen(details.current?.open ?? false), []);
  return (
    <details ref={details} className={styles.long} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <code>{short}</code>
      </summary>
      {open && <code>{full}</code>}
    </details>
  );
}

/** A value as the table writes it, shortened past {@link showValue}'s limit. */
export function Value({value}: {value: unknown}) {
  const {full, short} = showValue(value);
  return short === undefined ? <code>{full}</code> : <LongValue short={short} full={full} />;
}
