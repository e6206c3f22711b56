import {useEffect, type MouseEvent} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {DifficultyBadge} from '@site/src/components/DifficultyBadge';
import {opensInThisTab, optionId} from '@site/src/features/search/SearchDialog/combobox';
import type {SearchResult} from '@site/src/features/search/SearchDialog/results';
import css from './styles.on-demand.css';

type Props = {
  /** The listbox's id, which the search box's `aria-controls` names. */
  id: string;
  results: SearchResult[];
  /** The active result's index, or -1. */
  active: number;
  onActivate: (index: number) => void;
  /** A result is opening in this tab: the dialog closes. */
  onOpen: () => void;
};

/**
 * The results, as the search box's listbox. Each option is itself a link to
 * its page: a result opens with a click through the router, in a new tab with
 * a middle or Ctrl click, and its address can be copied. (No link inside an
 * option: an option's content is presentational, screen readers do not
 * always announce a link nested in one, and axe reports it as
 * nested-interactive.) Pointing at a result or tabbing to it makes it the
 * active one.
 */
export function SearchResults({id, results, active, onActivate, onOpen}: Props) {
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(id, active))?.scrollIntoView({block: 'nearest'});
  }, [id, active]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensInThisTab(event)) onOpen();
  };

  return (
    <>
      <style>{css}</style>
      <div id={id} role="listbox" aria-label="Results" className="search-results">
        {results.map((result, index) => (
          <Link
            key={result.url}
            to={result.url}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === active}
            className={clsx('search-result', index === active && 'search-result-active')}
            onClick={onClick}
            onFocus={() => onActivate(index)}
            onMouseMove={() => index !== active && onActivate(index)}
          >
            <span className="search-result-title">{result.title}</span>
            {result.platform && (
              <span className="search-result-details">
                {result.platform}
                {result.number && ` #${result.number}`}
                {result.difficulty && <DifficultyBadge difficulty={result.difficulty} />}
              </span>
            )}
            <span className="search-result-excerpt">
              {result.excerpt.map((part, partIndex) => (part.match ? <mark key={partIndex}>{part.text}</mark> : part.text))}
            </span>
          </Link>
        ))}
      </div>
    </>
  );
}
