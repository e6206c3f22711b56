import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Problem} from '@site/src/plugins/problem-index/types';
import {DifficultyBadge} from '@site/src/components/DifficultyBadge';
import styles from './styles.module.css';

type Props = {problems: Problem[]};

/** The table of every write-up. */
export function ProblemIndex({problems}: Props) {
  return (
    <section aria-labelledby="problems">
      <Heading as="h2" id="problems">
        All write-ups
      </Heading>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Problem</th>
            <th scope="col">Platform</th>
            <th scope="col">Difficulty</th>
            <th scope="col">Topics</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem) => (
            <tr key={problem.permalink}>
              <td>
                <Link to={problem.permalink}>
                  {problem.number !== undefined && `${problem.number}. `}
                  {problem.title}
                </Link>
              </td>
              <td>{problem.platform}</td>
              <td>
                <DifficultyBadge difficulty={problem.difficulty} />
              </td>
              <td>{problem.topics.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export default ProblemIndex;
