/**
 * Full-text search, built after the site: Pagefind (npm `pagefind`, its
 * extended binary, which segments Chinese) indexes the built HTML and writes
 * its chunked index and browser library to `<outDir>/pagefind/`. The browser
 * side is src/features/search/SearchDialog, which loads that library on first use.
 *
 * What is indexed is marked in the pages themselves: `data-pagefind-body` on
 * each doc's content (src/theme/DocItem/Content) and on the About page, so the
 * navbar, sidebar, footer, table of contents, breadcrumbs and the home page
 * (and its index table) are left out. Filters and metadata come from
 * WriteUpHeader's `data-pagefind-filter` / `data-pagefind-meta` attributes.
 * Titles (the h1) weigh 7 times a word of body text, Pagefind's default.
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import type {Plugin} from '@docusaurus/types';

/** The folder of the build that holds the index and the library, and the library's file in it. */
export const SEARCH_BUNDLE = {dir: 'pagefind', script: 'pagefind.js'} as const;

/**
 * Parts of the indexed content that would only repeat or clutter it: KaTeX's
 * visual copy of each formula (its MathML copy is kept, TeX source excepted),
 * and the heading anchors' invisible link text.
 */
export const EXCLUDE_SELECTORS = ['.katex-html', '.katex-mathml annotation', '.hash-link'];

export type IndexSummary = {pages: number; seconds: number};

const execFileAsync = promisify(execFile);

/** The Node arguments that index a built site: the script beside this file, the site, the options. */
export function indexArgs(outDir: string): string[] {
  const options = {bundleDir: SEARCH_BUNDLE.dir, excludeSelectors: EXCLUDE_SELECTORS};
  return [path.join(__dirname, 'index-site.mjs'), outDir, JSON.stringify(options)];
}

/**
 * Indexes the HTML of a built site and writes the search bundle into it, with
 * Pagefind's Node API in a child Node process (see index-site.mjs).
 */
export async function indexSite(outDir: string): Promise<IndexSummary> {
  const start = performance.now();
  let stdout: string;
  try {
    ({stdout} = await execFileAsync(process.execPath, indexArgs(outDir), {maxBuffer: 2 ** 20}));
  } catch (error) {
    const {stderr, message} = error as {stderr?: string; message: string};
    throw new Error(`Search index (src/features/search/plugin): ${stderr?.trim() || message}`);
  }
  const {pages} = JSON.parse(stdout) as {pages: number};
  if (pages === 0) throw new Error(`Search index (src/features/search/plugin): Pagefind found no HTML page in ${outDir}.`);
  return {pages, seconds: (performance.now() - start) / 1000};
}

export default function searchIndexPlugin(): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir}) {
      const {pages, seconds} = await indexSite(outDir);
      console.log(`[search-index] Pagefind read ${pages} pages and wrote the search index in ${seconds.toFixed(1)} s.`);
    },
  };
}
