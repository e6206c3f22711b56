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

/**
 * The one write-up a command's positional arguments name, in the site at `siteDir`; exits with the usage when
 * they are not one name, and with the closest names when no write-up answers to it.
 */
export function writeUpNamed(command: string, usage: string, positionals: readonly string[], siteDir: string): NamedWriteUp {
  if (positionals.length !== 1) {
    console.error(`${command}: name one write-up.\n${usage}`);
    process.exit(2);
  }
  try {
    return findWriteUp(positionals[0]!, listWriteUps(path.join(siteDir, 'docs')));
  } catch (error) {
    console.error(`${command}: ${(error as Error).message}`);
    process.exit(1);
  }
}
