import {memo, type Ref} from 'react';
import Link from '@docusaurus/Link';
import type {Problem} from '@site/src/features/problem-index/types';
import {DifficultyBadge} from '@site/src/components/DifficultyBadge';
import {routeKey} from '@site/src/features/progress/progress';
import styles from './styles.module.css';

type Props = {
  problems: readonly Problem[];
  /** The table body, e.g. to move focus to a row that has just been shown. */
  bodyRef?: Ref<HTMLTableSectionElement>;
  /** The routes of the write-ups solved on this device (src/features/progress): their rows say so. */
  solved?: ReadonlySet<string>;
};

type RowProps = {problem: Problem; solved: boolean};

/** One write-up: its title (with its number) as the row header linking to the page, then platform, difficulty and topics. */
const ProblemRow = memo(function ProblemRow({problem, solved}: RowProps) {
  return (
    <tr>
      <th scope="row">
        <Link to={problem.permalink}>{problem.number === undefined ? problem.title : `${problem.number}. ${problem.title}`}</Link>
        {/* Small and bold, and kept on one line, with no rule of its own in the stylesheet every page loads. */}
        {solved && (
          <small>
            <strong>{' ✓\u00a0Solved'}</strong>
          </small>
        )}
      </th>
      <td>{problem.platform}</td>
      <td>
        <DifficultyBadge difficulty={problem.difficulty} />
      </td>
      <td>{problem.topics.join(', ')}</td>
    </tr>
  );
});

/** A table of write-ups, in the order given. */
export function ProblemTable({problems, bodyRef, solved}: Props) {
  return (
    <table className={styles.table}>
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
          <ProblemRow key={problem.permalink} problem={problem} solved={solved?.has(routeKey(problem.permalink)) ?? false} />
        ))}
      </tbody>
    </table>
  );
}

export default ProblemTable;
