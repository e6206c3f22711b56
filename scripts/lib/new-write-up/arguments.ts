/** The command line of `npm run new`, read into what the new write-up is. */
import {parseArgs} from 'node:util';
import {CODEWARS_FOLDER, LEETCODE_DIFFICULTIES, type Platform} from '../../../src/platforms';
import {LEETCODE_URL, folderNameFor, leetCodeUrl, nameProblem} from '../../../src/write-up/titles';
import {TOPICS, closestTopic} from '../../../src/write-up/topics';

export type NewWriteUp = {
  platform: Platform;
  /** The exact title, as the page shows it. */
  title: string;
  /** The folder under docs/<platform>/: the title without the characters a folder name cannot hold. */
  folder: string;
  fn: string;
  url: string;
  topics: string[];
  number?: number;
  difficulty?: string;
};

/** A mistake in the command line, reported as one line without a stack trace. */
export class UsageError extends Error {}

export const USAGE =
  'usage: npm run new -- leetcode "<title>" --number <n> --difficulty Easy|Medium|Hard --fn <name> [--topics "A,B"] [--url <address>]\n' +
  '       npm run new -- codewars "<N kyu title>" --kata <id> --fn <name> [--topics "A,B"]';

const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await'.split(
    ' ',
  ),
);

function required(value: string | undefined, flag: string): string {
  if (!value) throw new UsageError(`missing --${flag}.\n${USAGE}`);
  return value;
}

function problemUrl(title: string, url: string | undefined): string {
  if (url !== undefined) {
    if (!LEETCODE_URL.test(url)) {
      throw new UsageError(
        `--url must be a LeetCode problem address with a lower-case ASCII slug, e.g. https://leetcode.com/problems/two-sum/; got "${url}".`,
      );
    }
    return url;
  }
  const derived = leetCodeUrl(title);
  if (!derived) {
    throw new UsageError(
      `the title "${title}" has no Latin letters or digits to make LeetCode's address from; add --url https://leetcode.com/problems/<slug>/ (the slug in the problem's address).`,
    );
  }
  return derived;
}

/** Reads and checks the command line; throws a UsageError with a one-line reason. */
export function parseNewWriteUpArgs(argv: string[]): NewWriteUp {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      number: {type: 'string'},
      difficulty: {type: 'string'},
      kata: {type: 'string'},
      fn: {type: 'string'},
      topics: {type: 'string'},
      url: {type: 'string'},
    },
  });
  const [platformArg, title, ...extra] = positionals;
  if (!platformArg || !title || extra.length > 0) throw new UsageError(`expected a platform and one quoted title.\n${USAGE}`);
  const platform = ({leetcode: 'LeetCode', codewars: 'Codewars'} as const)[platformArg.toLowerCase()];
  if (!platform) throw new UsageError(`unknown platform "${platformArg}": use leetcode or codewars.`);
  const titleProblem = nameProblem(title);
  if (titleProblem) throw new UsageError(titleProblem);
  const folder = folderNameFor(title);
  const fn = required(values.fn, 'fn');
  if (!/^[A-Za-z_$][\w$]*$/.test(fn) || RESERVED.has(fn)) {
    throw new UsageError(`--fn "${fn}" is not a valid function name; use the platform's name, e.g. twoSum.`);
  }
  const topics = (values.topics ?? '')
    .split(',')
    .map((topic) => topic.trim())
    .filter(Boolean);
  for (const topic of topics) {
    if (!(TOPICS as readonly string[]).includes(topic)) {
      const suggestion = closestTopic(topic);
      throw new UsageError(
        `unknown topic "${topic}"${suggestion ? `; did you mean "${suggestion}"?` : ''} Known topics: ${TOPICS.join(', ')}.`,
      );
    }
  }

  if (platform === 'LeetCode') {
    const typed = required(values.number, 'number');
    if (!/^[1-9]\d*$/.test(typed))
      throw new UsageError(`--number must be LeetCode's problem number in plain digits, e.g. 704; got "${typed}".`);
    const difficulty = required(values.difficulty, 'difficulty');
    if (!(LEETCODE_DIFFICULTIES as readonly string[]).includes(difficulty)) {
      throw new UsageError(`--difficulty must be one of ${LEETCODE_DIFFICULTIES.join(', ')}, got "${difficulty}".`);
    }
    return {platform, title, folder, fn, topics, number: Number(typed), difficulty, url: problemUrl(title, values.url)};
  }
  if (!CODEWARS_FOLDER.test(folder)) {
    throw new UsageError(`a Codewars title starts with its kyu, 1 to 8, e.g. "6 kyu Who likes it"; got "${title}".`);
  }
  if (values.url !== undefined) throw new UsageError(`--url is for LeetCode; a Codewars address comes from --kata.`);
  const kata = required(values.kata, 'kata');
  if (!/^[0-9a-f]{24}$/.test(kata)) throw new UsageError(`--kata must be the 24-character id from the kata's address, got "${kata}".`);
  return {platform, title, folder, fn, topics, url: `https://www.codewars.com/kata/${kata}`};
}
