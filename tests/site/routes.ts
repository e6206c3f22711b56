import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {PLATFORMS, type Platform} from '../../src/platforms';
import {BASE_URL as SITE_BASE_URL} from '../../src/site';
import {FOCUS_VARIABLE} from '../../src/focused-writing/focus';

/** Every page of the site that is not a write-up (home, About, the Markdown page, the introduction), relative to the base path, as a visitor types it. */
export const STATIC_ROUTES = ['/', '/about', '/markdown-page', '/intro'] as const;

export type WriteUpRoute = {platform: Platform; title: string; route: string; folder: string};

const siteDir = path.resolve(__dirname, '../..');

/**
 * One route per folder under docs/Codewars and docs/LeetCode, whatever it
 * holds or is named: a folder that does not become a page fails the tests that
 * look for it. The route is the folder name exactly; the title is the front
 * matter's `title` where the owner gave one, else the folder name (also when
 * the folder has no README.mdx: its page is then missing, and its tests say so).
 */
function writeUpRoutes(): WriteUpRoute[] {
  return PLATFORMS.flatMap((platform) =>
    readdirSync(path.join(siteDir, 'docs', platform), {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => {
        const folder = `docs/${platform}/${entry.name}`;
        const readme = path.join(siteDir, folder, 'README.mdx');
        const data: Record<string, unknown> = existsSync(readme) ? matter(readFileSync(readme, 'utf8')).data : {};
        const title = typeof data.title === 'string' ? data.title : entry.name;
        return {platform, title, route: `/${platform}/${entry.name}/`, folder};
      }),
  );
}

/**
 * Every write-up's route, or only the focused write-up's when the checks run on a focused build
 * (npm run check:write-up, which sets the variable of npm run write).
 */
export const WRITE_UP_ROUTES: WriteUpRoute[] = writeUpRoutes().filter(
  ({folder}) => !process.env[FOCUS_VARIABLE] || folder === `docs/${process.env[FOCUS_VARIABLE]}`,
);

/** The base URL without its final slash, to prefix routes that start with one. */
export const BASE_URL = SITE_BASE_URL.slice(0, -1);
