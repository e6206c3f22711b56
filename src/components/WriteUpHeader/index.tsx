import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import type {WriteUpFrontMatter} from '@site/src/plugins/write-up-front-matter';
import {DifficultyBadge} from '@site/src/components/DifficultyBadge';
import styles from './styles.module.css';

/**
 * The header of a write-up: platform, difficulty, problem number, topics and a
 * link to the original problem, all read from the page's validated front matter.
 */
export function WriteUpHeader() {
  const frontMatter = useDoc().frontMatter as unknown as WriteUpFrontMatter;
  const {platform, difficulty, number, url, topics} = frontMatter;
  return (
    <dl className={styles.header} aria-label="Problem details">
      <div>
        <dt>Platform</dt>
        <dd>
          {platform}
          {number !== undefined && <> #{number}</>}
        </dd>
      </div>
      <div>
        <dt>Difficulty</dt>
        <dd>
          <DifficultyBadge difficulty={difficulty} />
        </dd>
      </div>
      <div>
        <dt>Topics</dt>
        <dd>{topics.join(', ')}</dd>
      </div>
      <div>
        <dt>Original</dt>
        <dd>
          <Link href={url}>Open the problem on {platform}</Link>
        </dd>
      </div>
    </dl>
  );
}

export default WriteUpHeader;
