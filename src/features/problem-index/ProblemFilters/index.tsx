import {memo, useCallback, useId, type ChangeEvent, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {DifficultyBadge} from '@site/src/components/DifficultyBadge';
import type {Facets, FilterState, ListFacet} from '@site/src/features/problem-index/ProblemIndex/filter';
import {QUERY_PARAMS} from '@site/src/features/problem-index/ProblemIndex/filter';
import styles from './styles.module.css';

type Props = {
  facets: Facets;
  state: FilterState;
  /** How many write-ups each choice would show, by facet, in the facet's order. */
  counts: Record<ListFacet, number[]>;
  /** Where the form sends its query when submitted without JavaScript handling it. */
  action: string;
  /** Ticks or unticks a choice. Keep it stable (useCallback): unchanged checkboxes then skip re-rendering. */
  onToggle: (facet: ListFacet, value: string) => void;
  /** Every keystroke in the text box. */
  onQueryChange: (q: string) => void;
  /** The end of a bout of typing (Enter); the next keystroke starts a new history entry. */
  onQueryCommit: () => void;
  onClear: () => void;
};

type CheckboxProps = {
  name: string;
  value: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * A checkbox on its own, so that React leaves it alone when only the count
 * beside it changes (React rewrites every property of an input it re-renders).
 */
const Checkbox = memo(function Checkbox({name, value, checked, onChange}: CheckboxProps) {
  return <input type="checkbox" name={name} value={value} checked={checked} onChange={onChange} />;
});

type GroupProps = {
  facet: ListFacet;
  legend: string;
  hint?: string;
  choices: readonly string[];
  checked: readonly string[];
  counts: number[];
  onToggle: (facet: ListFacet, value: string) => void;
  renderChoice?: (value: string) => ReactNode;
  /** Takes the form's whole width (for long lists). */
  wide?: boolean;
};

/**
 * A fieldset of checkboxes, each labelled with its choice and how many write-ups it would show.
 * Memoised: a change re-renders only the group whose boxes or counts changed.
 */
const CheckboxGroup = memo(function CheckboxGroup({
  facet,
  legend,
  hint,
  choices,
  checked,
  counts,
  onToggle,
  renderChoice,
  wide,
}: GroupProps) {
  const hintId = useId();
  const onChange = useCallback((event: ChangeEvent<HTMLInputElement>) => onToggle(facet, event.target.value), [onToggle, facet]);
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
            <Checkbox name={QUERY_PARAMS[facet]} value={choice} checked={checked.includes(choice)} onChange={onChange} />
            {renderChoice ? renderChoice(choice) : choice}
            <span className={styles.count}>{`(${counts[index] ?? 0})`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});

const renderDifficulty = (value: string) => <DifficultyBadge difficulty={value} />;

type SearchProps = {value: string; onQueryChange: (q: string) => void};

/** The text box, on its own for the same reason as Checkbox. */
const SearchBox = memo(function SearchBox({value, onQueryChange}: SearchProps) {
  const id = useId();
  return (
    <div className={styles.search}>
      <label htmlFor={id} className={styles.legend}>
        Title or number
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name={QUERY_PARAMS.q}
        value={value}
        placeholder="e.g. subarray or 704"
        autoComplete="off"
        spellCheck={false}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onQueryChange(event.target.value)}
      />
    </div>
  );
});

/**
 * The filters of the problem index: a real GET form whose fields are the
 * query string's parameters, handled in the page while JavaScript runs.
 */
export function ProblemFilters({facets, state, counts, action, onToggle, onQueryChange, onQueryCommit, onClear}: Props) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onQueryCommit();
  };
  return (
    <form method="get" action={action} role="search" aria-label="Filter write-ups" className={styles.form} onSubmit={onSubmit}>
      <SearchBox value={state.q} onQueryChange={onQueryChange} />
      <CheckboxGroup
        facet="platforms"
        legend="Platform"
        choices={facets.platforms}
        checked={state.platforms}
        counts={counts.platforms}
        onToggle={onToggle}
      />
      <CheckboxGroup
        facet="difficulties"
        legend="Difficulty"
        hint="Codewars 8–6 kyu count as Easy, 5 kyu as Medium, 4–1 kyu as Hard."
        choices={facets.difficulties}
        checked={state.difficulties}
        counts={counts.difficulties}
        onToggle={onToggle}
        renderChoice={renderDifficulty}
      />
      <CheckboxGroup
        facet="topics"
        legend="Topics"
        hint="Shows write-ups with every topic ticked."
        choices={facets.topics}
        checked={state.topics}
        counts={counts.topics}
        onToggle={onToggle}
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
