/**
 * Makes a scratch copy of the site with many generated write-ups, to measure
 * the home page's problem index at scale. Never writes into this worktree.
 *
 *   npx tsx scripts/scale-site.ts --count 2000 --out /tmp/index-scale
 *   npx tsx scripts/scale-site.ts --count 0 --docs-ref main --out /tmp/index-21
 *
 * The copy holds everything but build/, .docusaurus/ and node_modules/ (which
 * is symlinked). Its docs/ keeps intro.mdx; the write-ups are either the ones
 * of this worktree, the ones of a git ref (--docs-ref, read with `git archive`),
 * or none (--no-real), followed by --count generated folders in the real
 * pattern: README.mdx with valid front matter, solution.ts, cases.ts, solution.test.ts.
 * Then build it: `cd /tmp/index-scale && npm run build`.
 */
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {leetCodeUrl} from '../src/plugins/write-up-front-matter';
import {PLATFORMS} from '../src/platforms';
import {TOPICS} from '../src/plugins/write-up-front-matter/topics';
import {isEntryPoint} from './entry-point';

const siteDir = path.resolve(__dirname, '..');
const SKIP = new Set(['build', '.docusaurus', 'node_modules', '.git', 'test-results', 'playwright-report', 'reports']);

/** Deterministic pseudo-random numbers (mulberry32), so that every run generates the same site. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'Array Arrays String Strings Sum Subarray Subsequence Substring Tree Binary Search Graph Path Paths Node Nodes ' +
  'Maximum Minimum Count Number Numbers Valid Longest Shortest Merge Sorted Interval Intervals Matrix Grid Island ' +
  'Islands Word Words Pattern Palindrome Prefix Suffix Distinct Unique Duplicate Duplicates Element Elements Pair ' +
  'Pairs Triplet Product Difference Range Query Queries Balanced Linked List Lists Stack Queue Heap Window Cost ' +
  'Climbing Stairs Coins Change Jump Game Robber House Rotate Reverse Remove Insert Delete Find Check Make Equal ' +
  'Even Odd Digits Digit Bits Prime Primes Square Root Power Factorial Zeroes Ones Characters Letters Vowels ' +
  'Frequency Frequent Kth Largest Smallest Closest Target Greater Smaller Next Permutation Combination Subsets ' +
  'Partition Split Divide Score Points Time Meeting Rooms Tasks Schedule Course Network Delay Cheapest Flights ' +
  'Ways Decode Encode Parentheses Brackets Generate Letter Phone Roman Integer Convert Zigzag Container Water ' +
  'Trapping Rain Area Rectangle Histogram Candy Gas Station Boats People Cars Fleet Bank Account Ball Balls ' +
  'Colored Cells Good Bad Special Beautiful Lucky Happy Ugly Perfect Alternating Increasing Decreasing Strictly'
).split(' ');
const JOINERS = ['of', 'in', 'with', 'and', 'to', 'by', 'after', 'for'];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

function makeTitle(next: () => number): string {
  const words: string[] = [];
  const length = 2 + Math.floor(next() * 5);
  for (let i = 0; i < length; i++) {
    words.push(i > 0 && i < length - 1 && next() < 0.25 ? pick(next, JOINERS) : pick(next, WORDS));
  }
  return words.join(' ');
}

export type GeneratedWriteUp = {platform: (typeof PLATFORMS)[number]; folder: string; frontMatter: string};

/** `count` distinct write-ups, a quarter on Codewars and the rest on LeetCode, avoiding the problem numbers `taken`. */
export function generateWriteUps(count: number, seed = 2025, taken: Iterable<number> = []): GeneratedWriteUp[] {
  const next = random(seed);
  const folders = new Set<string>();
  const numbers = new Set<number>(taken);
  const writeUps: GeneratedWriteUp[] = [];
  while (writeUps.length < count) {
    const platform = writeUps.length % 4 === 0 ? 'Codewars' : 'LeetCode';
    const topics = [...new Set(Array.from({length: 1 + Math.floor(next() * 4)}, () => pick(next, TOPICS)))];
    let title = makeTitle(next);
    if (platform === 'Codewars') title = `${1 + Math.floor(next() * 8)} kyu ${title}`;
    if (folders.has(`${platform}/${title}`)) continue;
    folders.add(`${platform}/${title}`);
    if (platform === 'Codewars') {
      const id = Array.from({length: 24}, () => pick(next, [...'0123456789abcdef'])).join('');
      writeUps.push({
        platform,
        folder: title,
        frontMatter: `url: https://www.codewars.com/kata/${id}\ntopics: [${topics.join(', ')}]`,
      });
    } else {
      let number = 1 + Math.floor(next() * 3500);
      while (numbers.has(number)) number = (number % 4000) + 1;
      numbers.add(number);
      const roll = next();
      const difficulty = roll < 0.45 ? 'Easy' : roll < 0.85 ? 'Medium' : 'Hard';
      writeUps.push({
        platform,
        folder: title,
        frontMatter: `number: ${number}\ndifficulty: ${difficulty}\nurl: ${leetCodeUrl(title)!}\ntopics: [${topics.join(', ')}]`,
      });
    }
  }
  return writeUps;
}

const README = (frontMatter: string) => `---
${frontMatter}
---

import WriteUpHeader from '@site/src/components/WriteUpHeader';
import SolutionCode from '@site/src/components/SolutionCode';
import solution from '!!raw-loader!./solution.ts';
import TestedCases from '@site/src/components/TestedCases';
import {cases} from './cases';

<WriteUpHeader />

## Problem

A generated write-up, used only to measure the site at scale.

## Approach

Return the input.

## Complexity

- Time: $O(1)$.
- Space: $O(1)$ extra.

## Solution

<SolutionCode source={solution} />

<TestedCases cases={cases} />

## Pitfalls

- None.
`;

const SOLUTION = `/** Returns its input: O(1) time and extra space. */
export function identity(value: number): number {
  return value;
}
`;

const CASES = `import type {TestedCase} from '@site/src/components/TestedCases/types';

export const cases = [0, 1, -1].map((value) => ({name: \`returns \${value} unchanged\`, input: {value}, expected: value})) satisfies TestedCase<
  {value: number},
  number
>[];
`;

const SOLUTION_TEST = `import {expect, it} from 'vitest';
import {identity} from './solution';
import {cases} from './cases';

it.each(cases)('$name', ({input: {value}, expected}) => {
  expect(identity(value)).toBe(expected);
});
`;

function main(): void {
  const {values} = parseArgs({
    options: {
      count: {type: 'string', default: '2000'},
      out: {type: 'string', default: '/tmp/index-scale'},
      'docs-ref': {type: 'string'},
      'no-real': {type: 'boolean', default: false},
      'node-modules': {type: 'string', default: path.join(siteDir, 'node_modules')},
    },
  });
  const out = path.resolve(values.out);
  if (out === siteDir || out.startsWith(`${siteDir}${path.sep}`)) throw new Error('--out must be outside the site');
  rmSync(out, {recursive: true, force: true});
  mkdirSync(out, {recursive: true});
  cpSync(siteDir, out, {
    recursive: true,
    filter: (source) => !SKIP.has(path.relative(siteDir, source).split(path.sep)[0]!),
  });
  symlinkSync(realpathSync(values['node-modules']), path.join(out, 'node_modules'));

  if (values['no-real'] || values['docs-ref']) {
    for (const platform of PLATFORMS) rmSync(path.join(out, 'docs', platform), {recursive: true, force: true});
  }
  if (values['docs-ref']) {
    const archive = execFileSync('git', [
      '-C',
      siteDir,
      'archive',
      values['docs-ref'],
      ...PLATFORMS.map((p) => `docs/${p}`),
    ]);
    execFileSync('tar', ['-x', '-C', out], {input: archive});
  }
  // The build fails on two write-ups of one LeetCode problem: keep clear of the copied ones' numbers.
  const leetCodeDir = path.join(out, 'docs', 'LeetCode');
  const taken = (existsSync(leetCodeDir) ? readdirSync(leetCodeDir) : []).flatMap((folder) => {
    const readme = path.join(leetCodeDir, folder, 'README.mdx');
    const number = existsSync(readme) ? /^number: (\d+)$/m.exec(readFileSync(readme, 'utf8'))?.[1] : undefined;
    return number ? [Number(number)] : [];
  });
  const writeUps = generateWriteUps(Number(values.count), undefined, taken);
  for (const {platform, folder, frontMatter} of writeUps) {
    const dir = path.join(out, 'docs', platform, folder);
    if (existsSync(dir)) continue;
    mkdirSync(dir, {recursive: true});
    writeFileSync(path.join(dir, 'README.mdx'), README(frontMatter));
    writeFileSync(path.join(dir, 'solution.ts'), SOLUTION);
    writeFileSync(path.join(dir, 'cases.ts'), CASES);
    writeFileSync(path.join(dir, 'solution.test.ts'), SOLUTION_TEST);
  }
  console.log(`Site with ${writeUps.length} generated write-ups in ${out}; build it with: cd ${out} && npm run build`);
}

if (isEntryPoint(import.meta.url)) main();
