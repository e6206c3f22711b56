/**
 * Every write-up under docs/, by the names the owner may type for it: its
 * folder, its title (the front matter's, else the folder's) and its problem
 * number. Read for the commands that take one write-up (npm run write,
 * npm run check:write-up, npm run mutation:write-up).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {PLATFORMS, type Platform} from '../../src/platforms';
import {findWriteUp, type NamedWriteUp} from '../../src/focused-writing/find-write-up';

export function listWriteUps(docsDir: string): NamedWriteUp[] {
  return PLATFORMS.flatMap((platform) => {
    const platformDir = path.join(docsDir, platform);
    if (!existsSync(platformDir)) return [];
    return readdirSync(platformDir, {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && existsSync(path.join(platformDir, entry.name, 'README.mdx')))
      .map((entry) => namedWriteUp(docsDir, platform, entry.name));
  });
}

/**
 * The write-up whose `<platform>/<folder>` is `name` exactly, as `npm run new` prints it; undefined for any other
 * name. It reads that write-up's front matter only: reading every write-up's would hold up `npm run write`'s start
 * at 2,000 write-ups before Docusaurus even begins.
 */
export function writeUpAtPath(docsDir: string, name: string): NamedWriteUp | undefined {
  const [platform, folder, ...rest] = name.split('/');
  if (rest.length > 0 || folder === undefined || !PLATFORMS.includes(platform as Platform)) return undefined;
  const platformDir = path.join(docsDir, platform!);
  // Listed rather than looked up, so that a folder named in another case is not taken for it.
  if (!existsSync(platformDir) || !readdirSync(platformDir).includes(folder)) return undefined;
  return existsSync(path.join(platformDir, folder, 'README.mdx')) ? namedWriteUp(docsDir, platform as Platform, folder) : undefined;
}

/** A write-up's names: its path, its front matter's title (else its folder) and number. */
function namedWriteUp(docsDir: string, platform: Platform, folder: string): NamedWriteUp {
  const data = frontMatterOf(path.join(docsDir, platform, folder, 'README.mdx'));
  return {
    path: `${platform}/${folder}`,
    title: typeof data.title === 'string' ? data.title : folder,
    ...(typeof data.number === 'number' && {number: data.number}),
  };
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
  const docsDir = path.join(siteDir, 'docs');
  try {
    return writeUpAtPath(docsDir, positionals[0]!) ?? findWriteUp(positionals[0]!, listWriteUps(docsDir));
  } catch (error) {
    console.error(`${command}: ${(error as Error).message}`);
    process.exit(1);
  }
}
