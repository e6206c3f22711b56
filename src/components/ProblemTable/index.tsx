import {memo, type MouseEvent, type Ref, type SyntheticEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {Problem} from '@site/src/plugins/problem-index/types';
import {DifficultyBadge} from '@site/src/components/DifficultyBadge';
import styles from './styles.module.css';

type Props = {
  problems: readonly Problem[];
  /** The table body, e.g. to move focus to a row that has just been shown. */
  bodyRef?: Ref<HTMLTableSectionElement>;
};

type RowProps = {problem: Problem};

/**
 * One write-up: its title (with its number) as the row header linking to the
 * page, then platform, difficulty and topics. A plain <a>, not Docusaurus'
 * Link (hooks and an IntersectionObserver each): the table handles navigation
 * for all its links at once, so that re-rendering rows while filtering stays cheap.
 */
const ProblemRow = memo(function ProblemRow({problem}: RowProps) {
  return (
    <tr>
      <th scope="row">
        <a href={problem.permalink}>
          {problem.number === undefined ? problem.title : `${problem.number}. ${problem.title}`}
        </a>
      </th>
      <td>{problem.platform}</td>
      <td>
        <DifficultyBadge difficulty={problem.difficulty} />
      </td>
      <td>{problem.topics.join(', ')}</td>
    </tr>
  );
});

const preloaded = new Set<string>();

/** The link an event happened on, if it is one of the table's own links to a page of the site. */
function internalLink(event: SyntheticEvent): HTMLAnchorElement | null {
  const link = (event.target as Element).closest?.('a');
  const href = link?.getAttribute('href');
  return link && href?.startsWith('/') && !link.target ? link : null;
}

/** A table of write-ups, in the order given. */
export function ProblemTable({problems, bodyRef}: Props) {
  const history = useHistory();
  const brokenLinks = useBrokenLinks();
  // Let the build check every link, as Link would.
  for (const problem of problems) brokenLinks.collectLink(problem.permalink);

  // Navigate inside the app, as Link does, unless the visitor asks for a new tab or window.
  const onClick = (event: MouseEvent) => {
    const link = internalLink(event);
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(link.getAttribute('href')!);
  };
  // Load the page's code when a link is pointed at or focused, as Link does.
  const onPreload = (event: SyntheticEvent) => {
    const href = internalLink(event)?.getAttribute('href');
    if (!href || preloaded.has(href)) return;
    preloaded.add(href);
    void window.docusaurus.preload(href);
  };

  return (
    <table
      className={styles.table}
      onClick={onClick}
      onMouseOver={onPreload}
      onFocus={onPreload}
      onTouchStart={onPreload}
    >
      <thead>
        <tr>
          <th scope="col">Problem</th>
          <th scope="col">Platform</th>
          <th scope="col">Difficulty</th>
          <th scope="col">Topics</th>
        </tr>
      </thead>
      <tbody ref={bodyRef}>
        {problems.map((problem) => (
          <ProblemRow key={problem.permalink} problem={problem} />
        ))}
      </tbody>
    </table>
  );
}

export default ProblemTable;
