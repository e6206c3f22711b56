import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {PLATFORMS} from '../../platforms';
import {findDuplicates} from '../../write-up/duplicates';
import {findFolderProblems} from '../../write-up/folders';
import {writeUpFields} from '../../write-up/front-matter';

/**
 * Checks the write-ups as a whole: before the docs load, the folders that
 * would publish nothing (findFolderProblems); once they are loaded, write-ups
 * of the same problem or with titles equal up to case (findDuplicates).
 */
export type WriteUpChecksOptions = {
  /** The docs folder, relative to the site. */
  path?: string;
  /**
   * Under `npm run write`, which serves one write-up (found, so its folder has a page): no folder scan, and no
   * folder watched. Watching every folder took a large part of the start's main thread at 2,000 write-ups.
   */
  focused?: boolean;
};

export default function writeUpChecksPlugin(context: Pick<LoadContext, 'siteDir'>, options?: unknown): Plugin {
  const {path: docsPath = 'docs', focused = false} = (options ?? {}) as WriteUpChecksOptions;
  const docsDir = path.resolve(context.siteDir, docsPath);
  return {
    name: 'write-up-checks',
    getPathsToWatch: () => (focused ? [] : PLATFORMS.map((platform) => path.join(docsDir, platform, '*'))),
    loadContent() {
      const problems = focused ? [] : findFolderProblems(docsDir, context.siteDir);
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
    allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const docs = docsContent?.loadedVersions.flatMap((version) => version.docs) ?? [];
      const writeUps = docs.flatMap((doc) => {
        const frontMatter = writeUpFields.parse(doc.frontMatter);
        if (!frontMatter.platform || !frontMatter.title) return [];
        const folder = path.posix.dirname(doc.source.replace(/^@site\//, ''));
        return [{...frontMatter, folder, platform: frontMatter.platform, title: frontMatter.title}];
      });
      // In folder order, so that the messages do not depend on the order the docs loaded in.
      const duplicates = findDuplicates(writeUps.sort((a, b) => (a.folder < b.folder ? -1 : a.folder > b.folder ? 1 : 0)));
      if (duplicates.length > 0) throw new Error(duplicates.join('\n'));
    },
  };
}
