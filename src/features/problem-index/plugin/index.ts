import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';
import {writeUpFields} from '../../../write-up/front-matter';
import {DIFFICULTY_ORDER, PLATFORMS} from '../../../platforms';
import {TOPICS} from '../../../write-up/topics';
import {encodeProblems} from '../data';
import type {Problem} from '../types';

/**
 * Turns the docs' write-up pages into index rows, skipping other docs (those
 * without a platform, such as the intro), sorted by platform, then problem
 * number (LeetCode), then title (so Codewars sorts by its kyu prefix).
 */
export function collectProblems(docs: readonly Pick<DocMetadata, 'frontMatter' | 'permalink'>[]): Problem[] {
  const problems: Problem[] = [];
  for (const doc of docs) {
    const frontMatter = writeUpFields.parse(doc.frontMatter);
    if (!frontMatter.platform || !frontMatter.title) continue; // not a write-up (e.g. intro)
    problems.push({
      title: frontMatter.title,
      permalink: doc.permalink,
      platform: frontMatter.platform,
      difficulty: frontMatter.difficulty ?? '',
      ...(frontMatter.number !== undefined && {number: frontMatter.number}),
      topics: frontMatter.topics ?? [],
    });
  }
  return problems.sort(
    (a, b) =>
      PLATFORMS.indexOf(a.platform) - PLATFORMS.indexOf(b.platform) ||
      (a.number ?? 0) - (b.number ?? 0) ||
      a.title.localeCompare(b.title, 'en'),
  );
}

/**
 * Serves the home page with the list of write-ups, read from the docs plugin's
 * loaded content, so that a new write-up folder appears with no other edit.
 * The data is a module of the home route only, not global data, in the
 * compact form of ./data.ts (2,000 write-ups are about 30 KB gzip).
 */
export default function problemIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'problem-index',
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docsContent) throw new Error('problem-index: the docs plugin is not loaded; it needs the classic preset docs.');
      const docs = docsContent.loadedVersions.flatMap((version) => version.docs);
      const data = encodeProblems(collectProblems(docs), context.baseUrl, {
        platforms: PLATFORMS,
        difficulties: DIFFICULTY_ORDER,
        topics: TOPICS,
      });
      const problems = await actions.createData('problems.json', JSON.stringify(data));
      actions.addRoute({
        path: context.baseUrl,
        exact: true,
        component: '@site/src/features/problem-index/HomePage',
        modules: {problems},
      });
    },
  };
}
