import {existsSync} from 'node:fs';
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {TOPICS, closestTopic, type Topic} from './topics';

import {PLATFORMS, type Platform} from './platforms';

export {PLATFORMS, type Platform};
export const LEETCODE_DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type LeetCodeDifficulty = (typeof LEETCODE_DIFFICULTIES)[number];

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
export const WRITE_UP_FILES = ['README.mdx', 'solution.ts', 'solution.test.ts'] as const;
export const SOLUTION_IMPORT = "from '!!raw-loader!./solution.ts'";
export const CODEWARS_FOLDER = /^([1-8]) kyu \S.*$/;

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

export function leetCodeUrl(title: string): string {
  return `https://leetcode.com/problems/${title.toLowerCase().replace(/\s+/g, '-')}/`;
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

function validateFolder(file: string, dir: string, content: string): void {
  for (const name of WRITE_UP_FILES) {
    if (!existsSync(path.join(dir, name))) {
      throw new WriteUpError(file, `the folder has no ${name}; every write-up folder holds ${WRITE_UP_FILES.join(', ')} (npm run new scaffolds them).`);
    }
  }
  if (!content.includes(SOLUTION_IMPORT)) {
    throw new WriteUpError(file, `the page does not import its own solution; add: import solution ${SOLUTION_IMPORT};`);
  }
}

/** Longest description: what search results and link previews show without cutting. */
export const DESCRIPTION_LENGTH = 160;

/** TeX commands a problem statement uses, as the characters they show. */
const TEX_SYMBOLS: Record<string, string> = {neq: '≠', ne: '≠', le: '≤', leq: '≤', ge: '≥', geq: '≥', times: '×', cdot: '·', ldots: '…', dots: '…', to: '→', infty: '∞'};

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
  const section = /^## Problem[ \t]*\n+((?:[^\n]+\n?)+)/m.exec(content);
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
 * the field and what is allowed.
 */
export function completeWriteUpFrontMatter(
  filePath: string,
  data: Record<string, unknown>,
  content: string,
  siteDir: string = process.cwd(),
): Record<string, unknown> {
  const location = locateWriteUp(filePath);
  if (location.kind === 'other') return data;
  const file = path.relative(siteDir, filePath);
  if (location.kind === 'stray') {
    throw new WriteUpError(file, `pages under docs/${location.platform}/ must be <folder>/README.mdx, one folder per write-up.`);
  }
  const {platform, folder, dir} = location;
  validateFolder(file, dir, content);
  if (data.title !== undefined) {
    throw new WriteUpError(file, `remove the front matter field "title": the title is the folder name "${folder}".`);
  }
  const url = requireField(file, data, 'url', `the problem's address`);
  const topics = validateTopics(file, data.topics);
  const description = typeof data.description === 'string' ? data.description : describeProblem(content);

  if (platform === 'LeetCode') {
    const number = requireField(file, data, 'number', `LeetCode's problem number, e.g. number: 704`);
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) {
      throw new WriteUpError(file, `front matter field "number" must be a positive integer, got ${JSON.stringify(number)}.`);
    }
    const difficulty = requireField(file, data, 'difficulty', LEETCODE_DIFFICULTIES.join(', '));
    if (!isLeetCodeDifficulty(difficulty)) {
      throw new WriteUpError(file, `front matter field "difficulty" is ${JSON.stringify(difficulty)}; allowed: ${LEETCODE_DIFFICULTIES.join(', ')}.`);
    }
    if (typeof url !== 'string' || !url.startsWith('https://leetcode.com/problems/')) {
      throw new WriteUpError(file, `front matter field "url" must be a LeetCode problem address, e.g. ${leetCodeUrl(folder)}`);
    }
    return {...data, title: folder, description, platform, number, difficulty, url, topics} satisfies WriteUpFrontMatter;
  }

  const kyu = CODEWARS_FOLDER.exec(folder);
  if (!kyu) {
    throw new WriteUpError(file, `a Codewars folder name starts with its level, e.g. "6 kyu Who likes it"; got "${folder}".`);
  }
  if (data.difficulty !== undefined || data.number !== undefined) {
    throw new WriteUpError(file, `remove "difficulty" and "number" from the front matter: a Codewars kyu comes from the folder name.`);
  }
  if (typeof url !== 'string' || !/^https:\/\/www\.codewars\.com\/kata\/[0-9a-f]{24}$/.test(url)) {
    throw new WriteUpError(file, `front matter field "url" must be a Codewars kata address, https://www.codewars.com/kata/<24-character id>.`);
  }
  return {...data, title: folder, description, platform, difficulty: `${kyu[1]} kyu`, url, topics} satisfies WriteUpFrontMatter;
}

/** Docusaurus `markdown.parseFrontMatter` hook: the default parser, then the write-up rules. */
export const parseWriteUpFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  return {
    ...result,
    frontMatter: completeWriteUpFrontMatter(params.filePath, result.frontMatter, result.content),
  };
};
