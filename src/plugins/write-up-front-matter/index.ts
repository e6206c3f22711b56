import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, ParseFrontMatter, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {findDuplicates} from './duplicates';
import {TOPICS, closestTopic, type Topic} from './topics';

import {CODEWARS_FOLDER, LEETCODE_DIFFICULTIES, PLATFORMS, kyuLabel, type LeetCodeDifficulty, type Platform} from '../../platforms';
import {CODEWARS_URL, LEETCODE_URL, UNPORTABLE_CHARACTERS, folderNameFor, leetCodeUrl, nameProblem} from './titles';

export {leetCodeUrl};

/** The front matter of a write-up page once validated and completed from its folder. */
export type WriteUpFrontMatter = {
  title: string;
  /** The meta description: given in the front matter, or the start of the "## Problem" section. */
  description?: string;
  platform: Platform;
  /** `Easy`/`Medium`/`Hard` on LeetCode, `N kyu` on Codewars (from the folder name). */
  difficulty: string;
  /** LeetCode's problem number; absent on Codewars. */
  number?: number;
  url: string;
  topics: Topic[];
};

/** The files every write-up folder holds. */
export const WRITE_UP_FILES = ['README.mdx', 'solution.ts', 'cases.ts', 'solution.test.ts'] as const;

export class WriteUpError extends Error {
  constructor(file: string, problem: string) {
    super(`Write-up ${file}: ${problem}`);
    this.name = 'WriteUpError';
  }
}

/** Where a docs file sits: a write-up README, some other file under a platform folder, or elsewhere. */
export function locateWriteUp(
  filePath: string,
): {kind: 'write-up'; platform: Platform; folder: string; dir: string} | {kind: 'stray'; platform: Platform} | {kind: 'other'} {
  const parts = path.resolve(filePath).split(path.sep);
  const docsIndex = parts.lastIndexOf('docs');
  const platform = parts[docsIndex + 1];
  if (docsIndex < 0 || !PLATFORMS.includes(platform as Platform)) return {kind: 'other'};
  const rest = parts.slice(docsIndex + 2);
  if (rest.length === 2 && rest[1] === 'README.mdx') {
    return {kind: 'write-up', platform: platform as Platform, folder: rest[0]!, dir: path.dirname(filePath)};
  }
  return {kind: 'stray', platform: platform as Platform};
}

function isLeetCodeDifficulty(value: unknown): value is LeetCodeDifficulty {
  return (LEETCODE_DIFFICULTIES as readonly unknown[]).includes(value);
}

function requireField(file: string, data: Record<string, unknown>, field: string, allowed: string): unknown {
  if (data[field] === undefined || data[field] === null || data[field] === '') {
    throw new WriteUpError(file, `front matter field "${field}" is missing; add ${allowed}.`);
  }
  return data[field];
}

function validateTopics(file: string, value: unknown): Topic[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    throw new WriteUpError(file, `front matter field "topics" must be a list, e.g. topics: [Array, Hash Table].`);
  }
  return value.map((topic: unknown) => {
    if (typeof topic === 'string' && (TOPICS as readonly string[]).includes(topic)) return topic as Topic;
    const suggestion = typeof topic === 'string' ? closestTopic(topic) : undefined;
    throw new WriteUpError(
      file,
      `front matter field "topics" has unknown topic "${String(topic)}"` +
        (suggestion ? `; did you mean "${suggestion}"?` : '.') +
        ` Known topics: ${TOPICS.join(', ')} (add new ones in src/plugins/write-up-front-matter/topics.ts).`,
    );
  });
}

/**
 * The page title: the folder name, or the front matter's `title` when the
 * folder had to leave out characters that a folder name cannot hold.
 */
function validateTitle(file: string, folder: string, title: unknown): string {
  if (title === undefined) return folder;
  if (title === folder) {
    throw new WriteUpError(file, `remove the front matter field "title": the title is the folder name "${folder}".`);
  }
  if (typeof title !== 'string' || folderNameFor(title) !== folder) {
    throw new WriteUpError(
      file,
      `front matter field "title" may only add the characters a folder name cannot hold (${UNPORTABLE_CHARACTERS.join(' ')}) to the folder name "${folder}", got ${JSON.stringify(title)}; ` +
        `fix the title, or rename the folder to match it.`,
    );
  }
  const problem = nameProblem(title);
  if (problem) throw new WriteUpError(file, `front matter field "title": ${problem}`);
  return title;
}

function validateFolder(file: string, dir: string): void {
  for (const name of WRITE_UP_FILES) {
    if (!existsSync(path.join(dir, name))) {
      throw new WriteUpError(
        file,
        `the folder has no ${name}; every write-up folder holds ${WRITE_UP_FILES.join(', ')} (npm run new scaffolds them).`,
      );
    }
  }
}

/** Longest description: what search results and link previews show without cutting. */
export const DESCRIPTION_LENGTH = 160;

/** TeX commands a problem statement uses, as the characters they show. */
const TEX_SYMBOLS: Record<string, string> = {
  neq: '≠',
  ne: '≠',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  times: '×',
  cdot: '·',
  ldots: '…',
  dots: '…',
  to: '→',
  infty: '∞',
};

/** Inline math as readable text: `i < j`, `j - i ≠ nums[j]`, `31 536 000`, `log n`. */
function plainMath(tex: string): string {
  return tex
    .replace(/\\[,;:! ]/g, ' ')
    .replace(/\\([a-zA-Z]+)/g, (_, command: string) => ` ${TEX_SYMBOLS[command] ?? command} `)
    .replace(/[{}]/g, '')
    .replace(/ +/g, ' ')
    .trim();
}

/**
 * The first paragraph of the "## Problem" section as plain text, shortened to
 * `DESCRIPTION_LENGTH` at a word: the page's meta description. Without it,
 * Docusaurus takes the first line of the page, which is the heading "Problem".
 */
export function describeProblem(content: string): string | undefined {
  const section = /^## Problem[ \t]*\n+((?:[^\n]+\n?)+)/m.exec(content.replace(/\r\n?/g, '\n'));
  if (!section) return undefined;
  const text = section[1]!
    .replace(/\$([^$\n]+)\$/g, (_, tex: string) => plainMath(tex))
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S[^*_]*?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * Validates a write-up's front matter and completes it from the folder name:
 * the title is the folder name, the platform is the parent folder, a
 * Codewars kyu is read from the title, and the description (unless given) is
 * the start of the "## Problem" section. Throws a WriteUpError naming the file,
 * the field and what is allowed. Given the file's text, it also checks how the
 * LeetCode number is typed.
 */
export function completeWriteUpFrontMatter(
  filePath: string,
  data: Record<string, unknown>,
  content: string,
  {siteDir = process.cwd(), fileContent}: {siteDir?: string; fileContent?: string} = {},
): Record<string, unknown> {
  const location = locateWriteUp(filePath);
  if (location.kind === 'other') return data;
  const file = path.relative(siteDir, filePath);
  if (location.kind === 'stray') {
    throw new WriteUpError(file, `pages under docs/${location.platform}/ must be <folder>/README.mdx, one folder per write-up.`);
  }
  const {platform, folder, dir} = location;
  const folderProblem = nameProblem(folder, 'folder name');
  if (folderProblem) throw new WriteUpError(file, folderProblem);
  validateFolder(file, dir);
  const title = validateTitle(file, folder, data.title);
  const url = requireField(file, data, 'url', `the problem's address`);
  const topics = validateTopics(file, data.topics);
  const description = typeof data.description === 'string' ? data.description : describeProblem(content);

  if (platform === 'LeetCode') {
    const number = requireField(file, data, 'number', `LeetCode's problem number, e.g. number: 704`);
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) {
      throw new WriteUpError(file, `front matter field "number" must be a positive integer, got ${JSON.stringify(number)}.`);
    }
    const typed = fileContent === undefined ? undefined : typedNumber(fileContent);
    if (typed !== undefined && !/^[1-9]\d*$/.test(typed)) {
      throw new WriteUpError(
        file,
        `front matter field "number" is written "${typed}"; write LeetCode's number in plain digits, e.g. number: ${number}.`,
      );
    }
    const difficulty = requireField(file, data, 'difficulty', LEETCODE_DIFFICULTIES.join(', '));
    if (!isLeetCodeDifficulty(difficulty)) {
      throw new WriteUpError(
        file,
        `front matter field "difficulty" is ${JSON.stringify(difficulty)}; allowed: ${LEETCODE_DIFFICULTIES.join(', ')}.`,
      );
    }
    if (typeof url !== 'string' || !LEETCODE_URL.test(url)) {
      throw new WriteUpError(
        file,
        `front matter field "url" must be a LeetCode problem address, https://leetcode.com/problems/<slug>/ with a lower-case ASCII slug, e.g. ${leetCodeUrl(title) ?? 'https://leetcode.com/problems/two-sum/'}; got ${JSON.stringify(url)}.`,
      );
    }
    return {...data, title, description, platform, number, difficulty, url, topics} satisfies WriteUpFrontMatter;
  }

  const kyu = CODEWARS_FOLDER.exec(folder);
  if (!kyu) {
    throw new WriteUpError(file, `a Codewars folder name starts with its level, e.g. "6 kyu Who likes it"; got "${folder}".`);
  }
  if (data.difficulty !== undefined || data.number !== undefined) {
    throw new WriteUpError(file, `remove "difficulty" and "number" from the front matter: a Codewars kyu comes from the folder name.`);
  }
  if (typeof url !== 'string' || !CODEWARS_URL.test(url)) {
    throw new WriteUpError(
      file,
      `front matter field "url" must be a Codewars kata address, https://www.codewars.com/kata/<24 hex digits>; got ${JSON.stringify(url)}.`,
    );
  }
  return {...data, title, description, platform, difficulty: kyuLabel(Number(kyu[1])), url, topics} satisfies WriteUpFrontMatter;
}

/** The `number:` value as typed: YAML also reads 1e3, 0x10 and 017 as numbers. */
function typedNumber(fileContent: string): string | undefined {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(fileContent.replace(/\r\n?/g, '\n'))?.[1];
  return frontMatter === undefined ? undefined : /^number:[ \t]*(.*?)[ \t]*(?:#.*)?$/m.exec(frontMatter)?.[1];
}

/** Docusaurus `markdown.parseFrontMatter` hook: the default parser, then the write-up rules. */
export const parseWriteUpFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  return {
    ...result,
    frontMatter: completeWriteUpFrontMatter(params.filePath, result.frontMatter, result.content, {fileContent: params.fileContent}),
  };
};

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

/**
 * Checks the write-ups as a whole: before the docs load, the folders that
 * would publish nothing (findFolderProblems); once they are loaded, write-ups
 * of the same problem or with titles equal up to case (findDuplicates).
 */
export default function writeUpChecksPlugin(context: Pick<LoadContext, 'siteDir'>, options?: unknown): Plugin {
  const docsDir = path.resolve(context.siteDir, (options as {path?: string} | undefined)?.path ?? 'docs');
  return {
    name: 'write-up-checks',
    getPathsToWatch: () => PLATFORMS.map((platform) => path.join(docsDir, platform, '*')),
    loadContent() {
      const problems = findFolderProblems(docsDir, context.siteDir);
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
    allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const docs = docsContent?.loadedVersions.flatMap((version) => version.docs) ?? [];
      const writeUps = docs.flatMap((doc) => {
        const frontMatter = doc.frontMatter as Partial<WriteUpFrontMatter>;
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
