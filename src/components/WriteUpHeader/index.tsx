import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import type {WriteUpFrontMatter} from '@site/src/write-up/front-matter';
import {DifficultyBadge} from '@site/src/components/DifficultyBadge';
import styles from './styles.module.css';

/**
 * The header of a write-up: platform, difficulty, problem number, topics and a
 * link to the original problem, all read from the page's validated front matter.
 * Platform and difficulty are also the site search's filters, and the number
 * its metadata (src/features/search/plugin).
 */
export function WriteUpHeader() {
  // Checked by the build (the markdown.parseFrontMatter hook); checking it again here would put zod in every write-up's JavaScript.
  const frontMatter = useDoc().frontMatter as WriteUpFrontMatter;
  const {platform, difficulty, number, url, topics} = frontMatter;
  return (
    <dl className={styles.header} aria-label="Problem details">
      <div>
        <dt>Platform</dt>
        <dd data-pagefind-filter={`platform:${platform}`} {...(number !== undefined && {'data-pagefind-meta': `number:${number}`})}>
          {platform}
          {number !== undefined && <> #{number}</>}
        </dd>
      </div>
      <div>
        <dt>Difficulty</dt>
        <dd data-pagefind-filter={`difficulty:${difficulty}`}>
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
