/**
 * Under focused writing, a link from a page to a write-up outside the focused
 * set goes to that write-up's published page: the focused site has no route
 * for it, and the build's broken-link check would stop on it. Links to pages
 * that exist nowhere are left as they are, so that the check still finds them.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {PLATFORMS, type Platform} from '../platforms';
import type {Focus} from './focus';

export type OutsideLinksOptions = {
  focus: Focus;
  /** The docs folder, absolute. */
  docsDir: string;
  /** The site's base URL, `/solve-problems/`. */
  baseUrl: string;
  /** Where the published site lives, with its base URL: `https://owner.github.io/solve-problems/`. */
  publishedUrl: string;
};

/** The write-up a link points at, by route (`/LeetCode/Binary Search/`) or by file (`../Binary Search/README.mdx`). */
export function linkedWriteUp(
  url: string,
  fromDir: string,
  {docsDir, baseUrl}: Pick<OutsideLinksOptions, 'docsDir' | 'baseUrl'>,
): Focus | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('#')) return undefined;
  const [target = ''] = url.split(/[?#]/);
  let relative: string;
  try {
    const decoded = decodeURI(target);
    relative = decoded.startsWith('/')
      ? decoded.slice(decoded.startsWith(baseUrl) ? baseUrl.length : 1)
      : path.relative(docsDir, path.resolve(fromDir, decoded)).split(path.sep).join('/');
  } catch {
    return undefined;
  }
  const [platform, folder, rest = '', ...more] = relative.split('/');
  if (!PLATFORMS.includes(platform as Platform) || !folder || more.length > 0 || !['', 'README.mdx', 'README'].includes(rest))
    return undefined;
  return {platform: platform as Platform, folder};
}

export default function remarkOutsideLinks(options: OutsideLinksOptions) {
  const {focus, docsDir, publishedUrl} = options;
  return (tree: Root, file: {path?: string}): void => {
    const fromDir = path.dirname(file.path ?? path.join(docsDir, 'intro.mdx'));
    visit(tree, 'link', (link) => {
      const target = linkedWriteUp(link.url, fromDir, options);
      if (!target || (target.platform === focus.platform && target.folder === focus.folder)) return;
      if (!existsSync(path.join(docsDir, target.platform, target.folder, 'README.mdx'))) return;
      const hash = link.url.includes('#') ? link.url.slice(link.url.indexOf('#')) : '';
      link.url = `${publishedUrl}${target.platform}/${encodeURIComponent(target.folder)}/${hash}`;
    });
  };
}
