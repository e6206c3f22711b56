import type {Root, RootContent} from 'mdast';
import {describe, expect, it} from 'vitest';
import {writeUpFixture} from '../../../tests/support/page-fixture';
import {HINTS_NOT_NEEDED} from '../../write-up/front-matter';
import {PAGE_METADATA} from '../../write-up-page/describe';
import {HIDDEN_CLASS} from './choice';

const {compilePage} = writeUpFixture('try first 先試-');

/** Compiles a page as the docs plugin does: the tree the write-up steps leave, or the build's message. */
async function build(value: string): Promise<{tree?: Root; problem?: string}> {
  let tree: Root | undefined;
  const capture = () => (result: Root) => void (tree = structuredClone(result));
  const {problem} = await compilePage(value, {[HINTS_NOT_NEEDED]: 'a test page'}, [capture]);
  return problem === undefined ? {tree} : {problem};
}

/** The page's top-level nodes in one line each: "## Approach", "<TestedCases>", a hidden <div> with its own lines inside. */
function outline(nodes: readonly RootContent[]): unknown[] {
  return nodes.flatMap((node): unknown[] => {
    if (node.type === 'heading') return [`## ${node.children.map((child) => ('value' in child ? child.value : '')).join('')}`];
    if (node.type === 'paragraph') return [node.children.map((child) => ('value' in child ? child.value : '')).join('')];
    if (node.type === 'mdxJsxFlowElement' && node.name === 'div') {
      const className = node.attributes.find((attribute) => 'name' in attribute && attribute.name === 'className')?.value;
      return [{[`div.${typeof className === 'string' ? className : '?'}`]: outline(node.children)}];
    }
    // The description goes to the document's head, not into the page.
    if (node.type === 'mdxJsxFlowElement' && node.name === PAGE_METADATA.name) return [];
    if (node.type === 'mdxJsxFlowElement') return [`<${node.name}>`];
    return [];
  });
}

const PAGE = `<WriteUpHeader />

## Problem

Find the target.

## Approach

Halve the range.

### Why it stops

It shrinks.

## Complexity

Logarithmic.

## Solution

<SolutionCode />

<TestedCases />

## Pitfalls

Overflow.
`;

describe('the try-first step', () => {
  it('puts the switch before the first section, and hides all from Approach on but the headings and the Tested cases', async () => {
    const {tree} = await build(PAGE);
    const hidden = `div.${HIDDEN_CLASS}`;
    expect(outline(tree!.children)).toEqual([
      '<WriteUpHeader>',
      '<TryFirst>',
      '## Problem',
      'Find the target.',
      '## Approach',
      {[hidden]: ['Halve the range.', '## Why it stops', 'It shrinks.']},
      '## Complexity',
      {[hidden]: ['Logarithmic.']},
      '## Solution',
      {[hidden]: ['<SolutionCode>']},
      '<TestedCases>',
      {[hidden]: ['<MutationReport>']},
      '## Pitfalls',
      {[hidden]: ['Overflow.']},
    ]);
  });

  it('stops the build when a section that is not part of the solution comes after Approach, naming it and the fix', async () => {
    const {problem} = await build(PAGE.replace('## Pitfalls', '## Further reading'));
    expect(problem).toBe(
      'Write-up docs/LeetCode/Binary Search/README.mdx: the "## Further reading" section comes after "## Approach", where everything but the Tested cases is hidden while a reader tries; move it before "## Approach".',
    );
  });

  it('leaves a page without an Approach section as written', async () => {
    const {tree} = await build(PAGE.slice(0, PAGE.indexOf('## Approach')) + '## Solution\n\n<SolutionCode />\n\n<TestedCases />\n');
    expect(outline(tree!.children)).toEqual([
      '<WriteUpHeader>',
      '## Problem',
      'Find the target.',
      '## Solution',
      '<SolutionCode>',
      '<TestedCases>',
      '<MutationReport>',
    ]);
  });
});
