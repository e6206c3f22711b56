/**
 * The front matter of a write-up page: what the page's author types (only what
 * the folder cannot tell), validated and completed from the folder into
 * WriteUpFrontMatter, which the components and plugins read.
 */
import path from 'node:path';
import {CODEWARS_FOLDER, LEETCODE_DIFFICULTIES, kyuLabel, type LeetCodeDifficulty, type Platform} from '../platforms';
import {describeProblem} from './description';
import {WriteUpError} from './error';
import {checkWriteUpFiles, locateWriteUp} from './folders';
import {CODEWARS_URL, LEETCODE_URL, UNPORTABLE_CHARACTERS, folderNameFor, leetCodeUrl, nameProblem} from './titles';
import {TOPICS, closestTopic, type Topic} from './topics';

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
        ` Known topics: ${TOPICS.join(', ')} (add new ones in src/write-up/topics.ts).`,
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
  checkWriteUpFiles(file, dir);
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
