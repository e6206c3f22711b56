/** The files of a new write-up, each to be filled in: a page in the site's pattern, a solution that throws, a first table and its test. */
import type {NewWriteUp} from './arguments';

export function readme({title, folder, number, difficulty, url, topics}: NewWriteUp): string {
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

<WriteUpHeader />

## Problem

Restate the task in your own words (never paste the platform's text), with its constraints.

<Hints>
  <Hint>Write a first hint: a nudge toward the key observation, without naming the approach.</Hint>
  <Hint>Write a last hint: nearly the approach, in words and without code (a third may go between them).</Hint>
</Hints>

## Approach

Explain the idea so that a reader could rebuild the solution.

## Complexity

- Time: $O(?)$, because ...
- Space: $O(?)$ extra, because ...

## Solution

<SolutionCode />

<TestedCases>
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

export function solution({fn, title}: NewWriteUp): string {
  return `/** Fill in what it does and its complexity: O(?) time, O(?) extra space. */
export function ${fn}(input: unknown): unknown {
  throw new Error(\`Not solved yet: write the solution to "${templateText(title)}" here, with the platform's signature (got \${String(input)}).\`);
}
`;
}

export function cases(): string {
  return `import type {TestedCase} from '@site/src/test-kit/types';

// The test table: solution.test.ts runs it, and the page lists it under "Tested cases".
export const cases = [
  // Replace with the platform's examples and the edges of its constraints, inputs named as the parameters.
  {name: 'solves the first example', input: {input: 'example input'}, expected: 'expected answer'},
] satisfies TestedCase<{input: unknown}, unknown>[];
`;
}

export function tests({fn}: NewWriteUp): string {
  return `import {describe, it} from 'vitest';
import {${fn}} from './solution';
import {cases} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';

describe('${fn}', () => {
  // Each case's input values are the arguments, in order; the page's "Run the tests" runs them the same way.
  it.each(cases)('$name', (testCase) => expectToPass(${fn}, testCase));
});
`;
}
