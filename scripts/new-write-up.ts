/**
 * Scaffolds a write-up folder in the pattern the site checks:
 *
 *   npm run new -- leetcode "Two Sum" --number 1 --difficulty Easy --fn twoSum [--topics "Array,Hash Table"]
 *   npm run new -- codewars "6 kyu Who likes it" --kata 5266876b8f4bf2da9b000362 --fn likes
 */
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {CODEWARS_FOLDER, LEETCODE_DIFFICULTIES, leetCodeUrl, type Platform} from '../src/plugins/write-up-front-matter';
import {TOPICS, closestTopic} from '../src/plugins/write-up-front-matter/topics';
import {isEntryPoint} from './entry-point';

export type NewWriteUp = {
  platform: Platform;
  title: string;
  fn: string;
  url: string;
  topics: string[];
  number?: number;
  difficulty?: string;
};

/** A mistake in the command line, reported as one line without a stack trace. */
export class UsageError extends Error {}

const USAGE =
  'usage: npm run new -- leetcode "<title>" --number <n> --difficulty Easy|Medium|Hard --fn <name> [--topics "A,B"]\n' +
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
    },
  });
  const [platformArg, title, ...extra] = positionals;
  if (!platformArg || !title || extra.length > 0) throw new UsageError(`expected a platform and one quoted title.\n${USAGE}`);
  const platform = ({leetcode: 'LeetCode', codewars: 'Codewars'} as const)[platformArg.toLowerCase()];
  if (!platform) throw new UsageError(`unknown platform "${platformArg}": use leetcode or codewars.`);
  if (title !== title.trim() || /[/\\]/.test(title)) {
    throw new UsageError(`the title "${title}" becomes a folder name: no slashes and no spaces at either end.`);
  }
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
    const number = Number(required(values.number, 'number'));
    if (!Number.isInteger(number) || number < 1) throw new UsageError(`--number must be a positive integer, got "${values.number}".`);
    const difficulty = required(values.difficulty, 'difficulty');
    if (!(LEETCODE_DIFFICULTIES as readonly string[]).includes(difficulty)) {
      throw new UsageError(`--difficulty must be one of ${LEETCODE_DIFFICULTIES.join(', ')}, got "${difficulty}".`);
    }
    return {platform, title, fn, topics, number, difficulty, url: leetCodeUrl(title)};
  }
  if (!CODEWARS_FOLDER.test(title)) {
    throw new UsageError(`a Codewars title starts with its kyu, 1 to 8, e.g. "6 kyu Who likes it"; got "${title}".`);
  }
  const kata = required(values.kata, 'kata');
  if (!/^[0-9a-f]{24}$/.test(kata)) throw new UsageError(`--kata must be the 24-character id from the kata's address, got "${kata}".`);
  return {platform, title, fn, topics, url: `https://www.codewars.com/kata/${kata}`};
}

function readme({number, difficulty, url, topics}: NewWriteUp): string {
  const frontMatter = [
    ...(number !== undefined ? [`number: ${number}`] : []),
    ...(difficulty !== undefined ? [`difficulty: ${difficulty}`] : []),
    `url: ${url}`,
    `topics: [${topics.join(', ')}]`,
  ];
  return `---
${frontMatter.join('\n')}
---

import WriteUpHeader from '@site/src/components/WriteUpHeader';
import SolutionCode from '@site/src/components/SolutionCode';
import solution from '!!raw-loader!./solution.ts';

<WriteUpHeader />

## Problem

Restate the task in your own words (never paste the platform's text), with its constraints.

## Approach

Explain the idea so that a reader could rebuild the solution.

## Complexity

- Time: $O(?)$, because ...
- Space: $O(?)$ extra, because ...

## Solution

<SolutionCode source={solution} />

## Pitfalls

- The edge cases the solution handles.
`;
}

function solution({fn, title}: NewWriteUp): string {
  return `/** Fill in the complexity: O(?) time, O(?) extra space. */
export function ${fn}(input: unknown): unknown {
  throw new Error(\`Not solved yet: write the solution to "${title}" here, with the platform's signature (got \${String(input)}).\`);
}
`;
}

function tests({fn}: NewWriteUp): string {
  return `import {describe, expect, it} from 'vitest';
import {${fn}} from './solution';

describe('${fn}', () => {
  it.each([
    // Replace with the platform's examples and the edges of its constraints.
    {name: 'solves the first example', input: 'example input' as unknown, expected: 'expected answer' as unknown},
  ])('$name', ({input, expected}) => {
    expect(${fn}(input)).toEqual(expected);
  });
});
`;
}

/** Creates the folder and its three files; refuses to overwrite. Returns the folder. */
export function scaffoldWriteUp(writeUp: NewWriteUp, docsDir: string): string {
  const dir = path.join(docsDir, writeUp.platform, writeUp.title);
  if (existsSync(dir)) throw new UsageError(`${path.relative(process.cwd(), dir)} already exists; pick another title or edit it.`);
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'README.mdx'), readme(writeUp));
  writeFileSync(path.join(dir, 'solution.ts'), solution(writeUp));
  writeFileSync(path.join(dir, 'solution.test.ts'), tests(writeUp));
  return dir;
}

function main(): void {
  try {
    const writeUp = parseNewWriteUpArgs(process.argv.slice(2));
    const dir = path.relative(process.cwd(), scaffoldWriteUp(writeUp, path.resolve('docs')));
    console.log(`Created ${dir}/ with README.mdx, solution.ts and solution.test.ts.
Next:
  1. Write ${writeUp.fn} in ${dir}/solution.ts with the platform's signature, and its complexity in the JSDoc.
  2. Replace the table in ${dir}/solution.test.ts with the examples and edge cases; npx vitest run "${dir}"
  3. Fill in the sections of ${dir}/README.mdx in your own words${writeUp.topics.length ? '' : ' and add topics'}.
  4. npm start to preview, npm test, then commit and push: the site deploys from main.`);
  } catch (error) {
    const badOption = error instanceof TypeError && String((error as {code?: unknown}).code).startsWith('ERR_PARSE_ARGS');
    if (!(error instanceof UsageError) && !badOption) throw error;
    console.error(`npm run new: ${error.message}`);
    process.exitCode = 1;
  }
}

if (isEntryPoint(import.meta.url)) main();
