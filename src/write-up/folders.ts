/**
 * Where write-ups live: one folder per write-up under docs/<platform>/, named
 * as its title, holding the page, the solution, its cases and its tests.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {PLATFORMS, type Platform} from '../platforms';
import {WriteUpError} from './error';
import {nameProblem} from './titles';

/** The tested solution, which every page shows. */
export const SOLUTION_FILE = 'solution.ts';
/** The folder's test table, which its tests, its page's Tested cases and its Step through read. */
export const CASES_FILE = 'cases.ts';
/** How the page imports it: `import {cases} from './cases'`. */
export const CASES_MODULE = `./${CASES_FILE.replace(/\.ts$/, '')}`;

/** The files every write-up folder holds. */
export const WRITE_UP_FILES = ['README.mdx', SOLUTION_FILE, CASES_FILE, 'solution.test.ts'] as const;

/** The cases.ts of the folder that holds `file` (one of its files). */
export function casesFileOf(file: string): string {
  return path.join(path.dirname(file), CASES_FILE);
}

/** Where a docs file sits: a write-up README, some other file under a platform folder, or elsewhere. */
export function locateWriteUp(
  filePath: string,
):
  | {kind: 'write-up'; platform: Platform; folder: string; dir: string; siteDir: string}
  | {kind: 'stray'; platform: Platform}
  | {kind: 'other'} {
  const parts = path.resolve(filePath).split(path.sep);
  const docsIndex = parts.lastIndexOf('docs');
  const platform = parts[docsIndex + 1];
  if (docsIndex < 0 || !PLATFORMS.includes(platform as Platform)) return {kind: 'other'};
  const rest = parts.slice(docsIndex + 2);
  if (rest.length === 2 && rest[1] === 'README.mdx') {
    const siteDir = parts.slice(0, docsIndex).join(path.sep) || path.sep;
    return {kind: 'write-up', platform: platform as Platform, folder: rest[0]!, dir: path.dirname(filePath), siteDir};
  }
  return {kind: 'stray', platform: platform as Platform};
}

/** Throws, naming the first missing one, unless the write-up folder `dir` holds every file of WRITE_UP_FILES. */
export function checkWriteUpFiles(file: string, dir: string): void {
  for (const name of WRITE_UP_FILES) {
    if (!existsSync(path.join(dir, name))) {
      throw new WriteUpError(
        file,
        `the folder has no ${name}; every write-up folder holds ${WRITE_UP_FILES.join(', ')} (npm run new scaffolds them).`,
      );
    }
  }
}

/** The approaches of a write-up folder: every TypeScript file but cases.ts and the tests. */
export function approachFiles(entries: readonly string[]): string[] {
  return entries.filter((name) => name.endsWith('.ts') && name !== CASES_FILE && !name.endsWith('.test.ts')).sort();
}

/**
 * What a folder scan finds that no page's front matter can report, because
 * Docusaurus never reads the page: under docs/<platform>/, a folder that
 * would be left out of the site (a leading `_` or `.`), a folder name that is
 * not portable, a folder without README.mdx, or a page beside the folders.
 * One line each, naming the folder and the fix.
 */
export function findFolderProblems(docsDir: string, siteDir: string): string[] {
  const problems: string[] = [];
  for (const platform of PLATFORMS) {
    const platformDir = path.join(docsDir, platform);
    if (!existsSync(platformDir)) continue;
    for (const entry of readdirSync(platformDir, {withFileTypes: true})) {
      const where = path.relative(siteDir, path.join(platformDir, entry.name));
      if (!entry.isDirectory()) {
        if (/\.mdx?$/.test(entry.name)) {
          problems.push(
            new WriteUpError(where, `pages under docs/${platform}/ must be <folder>/README.mdx, one folder per write-up.`).message,
          );
        }
        continue;
      }
      const problem = nameProblem(entry.name, 'folder name');
      if (problem) problems.push(new WriteUpError(`${where}/`, problem).message);
      else if (!existsSync(path.join(platformDir, entry.name, 'README.mdx'))) {
        problems.push(
          new WriteUpError(
            `${where}/`,
            `the folder has no README.mdx, so it publishes no page; add the page (npm run new scaffolds a write-up) or move the folder out of docs/.`,
          ).message,
        );
      }
    }
  }
  return problems;
}
