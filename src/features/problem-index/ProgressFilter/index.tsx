import {useEffect, useId, useRef, useState} from 'react';
import type {ProgressChoice} from '@site/src/features/progress/progress';
import clsx from 'clsx';
import filters from '../ProblemFilters/styles.module.css';
import styles from './styles.module.css';

type Props = {
  choice: ProgressChoice;
  onChoose: (choice: ProgressChoice) => void;
  /** How many write-ups are marked solved on this device. */
  solved: number;
  onClearMarks: () => void;
};

const CHOICES: readonly {value: ProgressChoice; label: string}[] = [
  {value: 'all', label: 'All'},
  {value: 'solved', label: 'Solved'},
  {value: 'unsolved', label: 'Not solved'},
];

/**
 * The index's filter by the reader's progress on this device (write-ups whose tests their own code passed), and the
 * button that clears every mark, after the reader confirms it. It looks like the filters above it, whose classes it uses.
 */
export function ProgressFilter({choice, onChoose, solved, onClearMarks}: Props) {
  const name = useId();
  const [confirming, setConfirming] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const clear = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (confirming) confirm.current?.focus();
    else if (returnFocus.current) clear.current?.focus();
    returnFocus.current = false;
  }, [confirming]);

  return (
    <fieldset className={clsx(filters.group, 'margin-bottom--md')}>
      <legend className={filters.legend}>Progress on this device</legend>
      <div className={filters.choices}>
        {CHOICES.map(({value, label}) => (
          <label key={value} className={filters.choice}>
            <input type="radio" name={name} value={value} checked={choice === value} onChange={() => onChoose(value)} />
            {label}
          </label>
        ))}
      </div>
      <div className={clsx(filters.choices, styles.marks)}>
        <span>{`${solved} solved on this device.`}</span>
        {confirming ? (
          <>
            <span>Clear every mark? Your drafts stay.</span>
            <button
              ref={confirm}
              type="button"
              className="button button--danger button--sm"
              onClick={() => {
                onClearMarks();
                setConfirming(false);
              }}
            >
              Clear the marks
            </button>
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => {
                returnFocus.current = true;
                setConfirming(false);
              }}
            >
              Keep them
            </button>
          </>
        ) : (
          solved > 0 && (
            <button ref={clear} type="button" className="button button--secondary button--sm" onClick={() => setConfirming(true)}>
              Clear solved marks…
            </button>
          )
        )}
      </div>
    </fieldset>
  );
}
