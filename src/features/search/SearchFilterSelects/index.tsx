import type {ChangeEvent} from 'react';
import {FILTER_NAMES, type FilterName, type SearchFilters} from '@site/src/features/search/SearchDialog/results';
import css from './styles.on-demand.css';

const FILTER_LABELS: Record<FilterName, string> = {platform: 'Platform', difficulty: 'Difficulty'};

type Props = {
  /** The values each filter offers, in display order. */
  choices: Record<FilterName, string[]>;
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
};

/** The search dialog's filters: one select per filter, "Any" or one of the values the index holds. */
export function SearchFilterSelects({choices, filters, onChange}: Props) {
  const onSelect = (name: FilterName) => (event: ChangeEvent<HTMLSelectElement>) => onChange({...filters, [name]: event.target.value});
  return (
    <div className="search-filters">
      <style>{css}</style>
      {FILTER_NAMES.map((name) => (
        <label key={name} className="search-filter">
          {FILTER_LABELS[name]}
          <select value={filters[name]} onChange={onSelect(name)}>
            <option value="">Any</option>
            {choices[name].map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}
