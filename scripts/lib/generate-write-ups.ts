/**
 * Generates write-up folders in the real pattern (README.mdx with valid front
 * matter, math and <SolutionCode>, solution.ts, solution.test.ts) for the
 * build benchmark. Deterministic: the same count gives the same files.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {TOPICS} from '../../src/write-up/topics';
import {LEETCODE_DIFFICULTIES, type Platform} from '../../src/platforms';

export type GeneratedWriteUp = {
  platform: Platform;
  /** The folder name, which is the page title. */
  folder: string;
  files: {'README.mdx': string; 'solution.ts': string; 'cases.ts': string; 'solution.test.ts': string};
};

/** One in four generated write-ups is a Codewars kata, as on the real site. */
const CODEWARS_EVERY = 4;
/** Generated LeetCode numbers start here, above every real problem number. */
const FIRST_GENERATED_NUMBER = 4000;

const WORDS = ['Array', 'Window', 'Prefix', 'Pairs', 'Digits', 'Matrix', 'Intervals', 'Letters', 'Queries', 'Stones'];

function pick<T>(items: readonly T[], index: number): T {
  return items[index % items.length]!;
}

function id(index: number): string {
  return String(index + 1).padStart(4, '0');
}

function readme(frontMatter: string, index: number): string {
  const k = (index % 7) + 2;
  return `---
${frontMatter}
---

<WriteUpHeader />

## Problem

Generated write-up number ${index + 1}, used to measure how the build scales with the number of pages. We get an
array of $n$ integers and a window size $k$. Return the largest sum of $k$ consecutive elements, or $0$ when the
array holds fewer than $k$ elements.

Constraints: $1 \\le n \\le 10^5$, $1 \\le k \\le ${k}$, and every value lies between $-10^4$ and $10^4$.

<Hints>
  <Hint>Two neighbouring windows share all their elements but one at each end.</Hint>
  <Hint>Keep the current window's sum: one step right adds the element that enters and subtracts the one that leaves.</Hint>
</Hints>

## Approach

Slide a window of $k$ elements over the array and keep its sum up to date:

1. add up the first $k$ elements;
2. move the window one step to the right: add the element that enters and subtract the one that leaves;
3. remember the largest sum seen so far.

Each step costs constant work, so the whole scan is linear. The sum of the window that starts at $i$ is

$$
S_i = \\sum_{j=i}^{i+k-1} a_j, \\qquad S_{i+1} = S_i + a_{i+k} - a_i .
$$

### Why it is correct

Every window of $k$ consecutive elements starts at some index $i$ with $0 \\le i \\le n - k$, and the scan visits
each such $i$ once, so the maximum over the scan is the maximum over all windows.

## Complexity

- Time: $O(n)$, one pass over the array.
- Space: $O(1)$ extra, one running sum and one best sum.

## Solution

<SolutionCode />

<TestedCases />

## Pitfalls

- An array shorter than the window has no window at all: return $0$ rather than a partial sum.
- Start the best sum from the first window, not from $0$, or an array of negative values gives a wrong answer.
- Subtract the element that leaves the window, $a_i$, not the one at $i + 1$.
- Sums stay below $10^9$ in absolute value, well inside the exact integers of a double.

### Related ideas

The same sliding window answers "longest subarray with a sum at most $s$" when the values are positive: grow the
window on the right and shrink it on the left while the sum is too large.
`;
}

const SOLUTION = `/** Largest sum of k consecutive elements: O(n) time, O(1) extra space. */
export function maxWindowSum(nums: number[], k: number): number {
  if (nums.length < k) return 0;
  let sum = 0;
  for (let i = 0; i < k; i++) sum += nums[i]!;
  let best = sum;
  for (let i = k; i < nums.length; i++) {
    sum += nums[i]! - nums[i - k]!;
    if (sum > best) best = sum;
  }
  return best;
}
`;

const CASES = `import type {TestedCase} from '@site/src/test-kit/types';

export const cases = [
  {name: 'finds the best window in the middle', input: {nums: [1, 4, 2, 10, 2, 3, 1, 0, 20], k: 4}, expected: 24},
  {name: 'handles negative values', input: {nums: [-3, -1, -2], k: 2}, expected: -3},
  {name: 'returns 0 when the array is shorter than the window', input: {nums: [5], k: 2}, expected: 0},
  {name: 'takes the whole array when k equals its length', input: {nums: [1, 2, 3], k: 3}, expected: 6},
] satisfies TestedCase<{nums: number[]; k: number}, number>[];
`;

const TEST = `import {describe, it} from 'vitest';
import {maxWindowSum} from './solution';
import {cases} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';

describe('maxWindowSum', () => {
  it.each(cases)('$name', (testCase) => expectToPass(maxWindowSum, testCase));
});
`;

/** The index-th generated write-up (0-based). */
export function generateWriteUp(index: number): GeneratedWriteUp {
  const topics = [pick(TOPICS, index), pick(TOPICS, index + 5)].filter((t, i, all) => all.indexOf(t) === i);
  const name = `${pick(WORDS, index)} ${pick(WORDS, Math.floor(index / WORDS.length))}`;
  if (index % CODEWARS_EVERY === CODEWARS_EVERY - 1) {
    const kyu = 8 - (index % 8);
    const kata = (index + 1).toString(16).padStart(24, '0');
    return {
      platform: 'Codewars',
      folder: `${kyu} kyu Generated kata ${id(index)} ${name}`,
      files: {
        'README.mdx': readme(`url: https://www.codewars.com/kata/${kata}\ntopics: [${topics.join(', ')}]`, index),
        'solution.ts': SOLUTION,
        'cases.ts': CASES,
        'solution.test.ts': TEST,
      },
    };
  }
  const title = `Generated Problem ${id(index)} ${name}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  return {
    platform: 'LeetCode',
    folder: title,
    files: {
      'README.mdx': readme(
        [
          `number: ${FIRST_GENERATED_NUMBER + index}`,
          `difficulty: ${pick(LEETCODE_DIFFICULTIES, index)}`,
          `url: https://leetcode.com/problems/${slug}/`,
          `topics: [${topics.join(', ')}]`,
        ].join('\n'),
        index,
      ),
      'solution.ts': SOLUTION,
      'cases.ts': CASES,
      'solution.test.ts': TEST,
    },
  };
}

/** Writes `count` generated write-ups under `docsDir` (a site's docs/ folder). */
export function writeGeneratedWriteUps(docsDir: string, count: number): void {
  for (let index = 0; index < count; index++) {
    const writeUp = generateWriteUp(index);
    const dir = path.join(docsDir, writeUp.platform, writeUp.folder);
    mkdirSync(dir, {recursive: true});
    for (const [name, content] of Object.entries(writeUp.files)) writeFileSync(path.join(dir, name), content);
  }
}
