/**
 * Scaffolds a write-up folder in the pattern the site checks:
 *
 *   npm run new -- leetcode "Two Sum" --number 1 --difficulty Easy --fn twoSum [--topics "Array,Hash Table"]
 *   npm run new -- codewars "6 kyu Who likes it" --kata 5266876b8f4bf2da9b000362 --fn likes
 *
 * A title keeps every character on the page; its folder leaves out the ones a
 * folder name or a URL path cannot hold (`Is Graph Bipartite?` is published
 * from `Is Graph Bipartite/`, with the exact title in the front matter).
 */
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import matter from 'gray-matter';
import {CODEWARS_FOLDER, LEETCODE_DIFFICULTIES, PLATFORMS, type Platform} from '../src/platforms';
import {findDuplicates, type WriteUpIdentity} from '../src/plugins/write-up-front-matter/duplicates';
import {LEETCODE_URL, folderNameFor, leetCodeUrl, nameProblem} from '../src/plugins/write-up-front-matter/titles';
import {TOPICS, closestTopic} from '../src/plugins/write-up-front-matter/topics';
import {isParseError} from './command-line';
import {isEntryPoint} from './entry-point';

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

const USAGE =
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

function readme({title, folder, number, difficulty, url, topics}: NewWriteUp): string {
  const frontMatter = [
    ...(title !== folder ? [`title: ${JSON.stringify(title)}`] : []),
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
import TestedCases from '@site/src/components/TestedCases';
import {cases} from './cases';

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

<TestedCases cases={cases}>
  Say here which other tests run (a property test, the largest input), and what they compare against.
</TestedCases>

## Pitfalls

- The edge cases the solution handles.
`;
}

/** The text of a template literal that shows `text` as it is: a title may hold a backtick, `${` or a backslash. */
function templateText(text: string): string {
  return text.replace(/\\|`|\$\{/g, (special) => `\\${special}`);
}

function solution({fn, title}: NewWriteUp): string {
  return `/** Fill in what it does and its complexity: O(?) time, O(?) extra space. */
export function ${fn}(input: unknown): unknown {
  throw new Error(\`Not solved yet: write the solution to "${templateText(title)}" here, with the platform's signature (got \${String(input)}).\`);
}
`;
}

function cases(): string {
  return `import type {TestedCase} from '@site/src/components/TestedCases/types';

// The test table: solution.test.ts runs it, and the page lists it under "Tested cases".
export const cases = [
  // Replace with the platform's examples and the edges of its constraints, inputs named as the parameters.
  {name: 'solves the first example', input: {input: 'example input'}, expected: 'expected answer'},
] satisfies TestedCase<{input: unknown}, unknown>[];
`;
}

function tests({fn}: NewWriteUp): string {
  return `import {describe, it} from 'vitest';
import {${fn}} from './solution';
import {cases} from './cases';
import {expectToPass} from '@site/src/components/TestedCases/expect-to-pass';

describe('${fn}', () => {
  // Each case's input values are the arguments, in order; the page's "Run the tests" runs them the same way.
  it.each(cases)('$name', (testCase) => expectToPass(${fn}, testCase));
});
`;
}

/** What the other write-ups under `docsDir` are, read from their folders and front matter. */
function existingWriteUps(docsDir: string, siteDir: string): WriteUpIdentity[] {
  return PLATFORMS.flatMap((platform) => {
    const platformDir = path.join(docsDir, platform);
    if (!existsSync(platformDir)) return [];
    return readdirSync(platformDir, {withFileTypes: true}).flatMap((entry) => {
      const readmePath = path.join(platformDir, entry.name, 'README.mdx');
      if (!entry.isDirectory() || !existsSync(readmePath)) return [];
      const data: Record<string, unknown> = matter(readFileSync(readmePath, 'utf8')).data;
      const title = typeof data.title === 'string' ? data.title : entry.name;
      return [{folder: path.relative(siteDir, path.dirname(readmePath)), platform, title, number: data.number, url: data.url}];
    });
  });
}

/**
 * Creates the folder and its four files; refuses to overwrite, or to add a
 * second write-up of the same problem or a title equal to another up to case
 * (with the message the build gives). Returns the folder.
 */
export function scaffoldWriteUp(writeUp: NewWriteUp, docsDir: string, siteDir: string = path.dirname(docsDir)): string {
  const dir = path.join(docsDir, writeUp.platform, writeUp.folder);
  if (existsSync(dir)) throw new UsageError(`${path.relative(siteDir, dir)} already exists; pick another title or edit it.`);
  const folder = path.relative(siteDir, dir);
  const duplicate = findDuplicates([...existingWriteUps(docsDir, siteDir), {...writeUp, folder}]).find((message) =>
    message.includes(`${folder}/`),
  );
  if (duplicate) throw new UsageError(duplicate);
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'README.mdx'), readme(writeUp));
  writeFileSync(path.join(dir, 'solution.ts'), solution(writeUp));
  writeFileSync(path.join(dir, 'cases.ts'), cases());
  writeFileSync(path.join(dir, 'solution.test.ts'), tests(writeUp));
  return dir;
}

function main(): void {
  if (process.argv.includes('--help')) {
    console.log(USAGE);
    return;
  }
  try {
    const writeUp = parseNewWriteUpArgs(process.argv.slice(2));
    const dir = path.relative(process.cwd(), scaffoldWriteUp(writeUp, path.resolve('docs')));
    console.log(`Created ${dir}/ with README.mdx, solution.ts, cases.ts and solution.test.ts.
Next:
  1. Write ${writeUp.fn} in ${dir}/solution.ts with the platform's signature, and its complexity in the JSDoc.
  2. Replace the table in ${dir}/cases.ts with the examples and edge cases; npx vitest run "${dir}"
  3. Fill in the sections of ${dir}/README.mdx in your own words${writeUp.topics.length ? '' : ' and add topics'}.
  4. npm start to preview, npm test, then commit and push: the site deploys from main.
A second approach: its own file beside solution.ts, run by solution.test.ts against cases.ts and solution.ts,
shown on the page with <SolutionCode> and compared in <Approaches> (README.md, "A second approach").`);
  } catch (error) {
    if (!(error instanceof UsageError) && !isParseError(error)) throw error;
    console.error(`npm run new: ${error.message}`);
    process.exitCode = 1;
  }
}

if (isEntryPoint(import.meta.url)) main();
