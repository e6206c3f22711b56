import clsx from 'clsx';
import {useId, type ChangeEvent, type FormEvent, type ReactNode} from 'react';
import {DifficultyBadge} from '@site/src/components/DifficultyBadge';
import type {Facets, FilterState, ListFacet} from '@site/src/components/ProblemIndex/filter';
import {QUERY_PARAMS} from '@site/src/components/ProblemIndex/filter';
import styles from './styles.module.css';

type Props = {
  facets: Facets;
  state: FilterState;
  /** How many write-ups each choice would show, by facet, in the facet's order. */
  counts: Record<ListFacet, number[]>;
  /** Where the form sends its query when submitted without JavaScript handling it. */
  action: string;
  onToggle: (facet: ListFacet, value: string) => void;
  /** Every keystroke in the text box. */
  onQueryChange: (q: string) => void;
  /** The end of a bout of typing (Enter); the next keystroke starts a new history entry. */
  onQueryCommit: () => void;
  onClear: () => void;
};

type GroupProps = {
  legend: string;
  hint?: string;
  name: string;
  choices: readonly string[];
  checked: readonly string[];
  counts: number[];
  onToggle: (value: string) => void;
  renderChoice?: (value: string) => ReactNode;
  /** Takes the form's whole width (for long lists). */
  wide?: boolean;
};

/** A fieldset of checkboxes, each labelled with its choice and how many write-ups it would show. */
function CheckboxGroup({legend, hint, name, choices, checked, counts, onToggle, renderChoice, wide}: GroupProps) {
  const hintId = useId();
  return (
    <fieldset className={clsx(styles.group, wide && styles.wide)} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.choices}>
        {choices.map((choice, index) => (
          <label key={choice} className={styles.choice}>
            <input
              type="checkbox"
              name={name}
              value={choice}
              checked={checked.includes(choice)}
              onChange={() => onToggle(choice)}
            />
            {renderChoice ? renderChoice(choice) : choice}
            <span className={styles.count}>{`(${counts[index] ?? 0})`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The filters of the problem index: a real GET form whose fields are the
 * query string's parameters, handled in the page while JavaScript runs.
 */
export function ProblemFilters({facets, state, counts, action, onToggle, onQueryChange, onQueryCommit, onClear}: Props) {
  const searchId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onQueryCommit();
  };
  return (
    <form method="get" action={action} role="search" aria-label="Filter write-ups" className={styles.form} onSubmit={onSubmit}>
      <div className={styles.search}>
        <label htmlFor={searchId} className={styles.legend}>
          Title or number
        </label>
        <input
          id={searchId}
          className={styles.input}
          type="search"
          name={QUERY_PARAMS.q}
          value={state.q}
          placeholder="e.g. subarray or 704"
          autoComplete="off"
          spellCheck={false}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onQueryChange(event.target.value)}
        />
      </div>
      <CheckboxGroup
        legend="Platform"
        name={QUERY_PARAMS.platforms}
        choices={facets.platforms}
        checked={state.platforms}
        counts={counts.platforms}
        onToggle={(value) => onToggle('platforms', value)}
      />
      <CheckboxGroup
        legend="Difficulty"
        hint="Codewars 8–6 kyu count as Easy, 5 kyu as Medium, 4–1 kyu as Hard."
        name={QUERY_PARAMS.difficulties}
        choices={facets.difficulties}
        checked={state.difficulties}
        counts={counts.difficulties}
        onToggle={(value) => onToggle('difficulties', value)}
        renderChoice={(value) => <DifficultyBadge difficulty={value} />}
      />
      <CheckboxGroup
        legend="Topics"
        hint="Shows write-ups with every topic ticked."
        name={QUERY_PARAMS.topics}
        choices={facets.topics}
        checked={state.topics}
        counts={counts.topics}
        onToggle={(value) => onToggle('topics', value)}
        wide
      />
      <div className={styles.actions}>
        <button type="button" className="button button--secondary button--sm" onClick={onClear}>
          Clear filters
        </button>
      </div>
    </form>
  );
}

export default ProblemFilters;
