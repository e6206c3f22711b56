import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useMemo} from 'react';
import type {ProblemIndexData} from '@site/src/features/problem-index/types';
import {decodeProblems} from '@site/src/features/problem-index/data';
import {PLATFORMS} from '@site/src/platforms';
import {ProblemIndex} from '@site/src/features/problem-index/ProblemIndex';
import {facetsFor} from '@site/src/features/problem-index/ProblemIndex/filter';
import styles from './styles.module.css';

type Props = {
  /** Every write-up, from the problem-index plugin, in its compact form. */
  problems: ProblemIndexData;
};

/** The landing page: what the site is, where to start, and the index of every write-up. */
export function HomePage({problems: data}: Props) {
  const {siteConfig} = useDocusaurusContext();
  const problems = useMemo(() => decodeProblems(data), [data]);
  const facets = useMemo(() => facetsFor(data), [data]);
  const counts = useMemo(
    () => PLATFORMS.map((platform) => ({platform, count: problems.filter((p) => p.platform === platform).length})),
    [problems],
  );
  return (
    <Layout description={siteConfig.tagline}>
      <main>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              {siteConfig.title}
            </Heading>
            <p className={styles.tagline}>{siteConfig.tagline}</p>
            <p>Solutions to LeetCode and Codewars problems, each with the idea behind it, its complexity and the tested TypeScript code.</p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/intro">
                Start with the introduction
              </Link>
            </div>
            <ul className={styles.platforms} aria-label="Write-ups per platform">
              {counts.map(({platform, count}) => (
                <li key={platform}>
                  <Link to={`/?platform=${platform}#problems`}>{`${platform}: ${count} ${count === 1 ? 'write-up' : 'write-ups'}`}</Link>
                </li>
              ))}
            </ul>
          </div>
        </header>
        <div className="container margin-vert--lg">
          <ProblemIndex problems={problems} facets={facets} />
        </div>
      </main>
    </Layout>
  );
}

export default HomePage;
