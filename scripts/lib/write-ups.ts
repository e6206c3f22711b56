/**
 * Every write-up under docs/, by the names the owner may type for it: its
 * folder, its title (the front matter's, else the folder's) and its problem
 * number. Read for the commands that take one write-up (npm run write,
 * npm run check:write-up, npm run mutation:write-up).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {PLATFORMS} from '../../src/platforms';
import {findWriteUp, type NamedWriteUp} from '../../src/focused-writing/find-write-up';

export function listWriteUps(docsDir: string): NamedWriteUp[] {
  return PLATFORMS.flatMap((platform) => {
    const platformDir = path.join(docsDir, platform);
    if (!existsSync(platformDir)) return [];
    return readdirSync(platformDir, {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && existsSync(path.join(platformDir, entry.name, 'README.mdx')))
      .map((entry) => {
        const data = frontMatterOf(path.join(platformDir, entry.name, 'README.mdx'));
        return {
          path: `${platform}/${entry.name}`,
          title: typeof data.title === 'string' ? data.title : entry.name,
          ...(typeof data.number === 'number' && {number: data.number}),
        };
      });
  });
}

/** The front matter's fields; none when it does not parse (the dev server then reports the page itself). */
function frontMatterOf(file: string): Record<string, unknown> {
  try {
    return matter(readFileSync(file, 'utf8')).data;
  } catch {
    return {};
  }
}

/** The write-up a command's argument names, in the site at `siteDir`; exits with the closest names when none matches. */
export function writeUpNamed(command: string, name: string, siteDir: string): NamedWriteUp {
  try {
    return findWriteUp(name, listWriteUps(path.join(siteDir, 'docs')));
  } catch (error) {
    console.error(`${command}: ${(error as Error).message}`);
    process.exit(1);
  }
}
