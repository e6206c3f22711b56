import {describe, expect, it} from 'vitest';
import {writeUpFixture} from '../../../tests/support/page-fixture';
import {HINTS_NOT_NEEDED} from '../../write-up/front-matter';

const {compilePage: build} = writeUpFixture('hints 提示-');

const TWO =
  '<Hints>\n  <Hint>Look at the middle element, $\\mathit{nums}[\\mathit{mid}]$.</Hint>\n  <Hint>Drop the half that cannot hold the target.</Hint>\n</Hints>';
const THREE = TWO.replace('</Hints>', '  <Hint>\n    Keep `low` and `high` and halve.\n  </Hint>\n</Hints>');

/** A page with `hints` where the owner put them, by default at the end of the Problem section. */
const page = ({end = TWO, approach = ''} = {}) => `<WriteUpHeader />

## Problem

Find the target in a sorted array in $O(\\log n)$.

${end}

## Approach

${approach}

## Solution

<SolutionCode />

<TestedCases />
`;

const WHERE = 'Write-up docs/LeetCode/Binary Search/README.mdx: ';

describe('the hints step', () => {
  it.each([
    {name: 'two hints, each on one line', value: page()},
    {name: 'three hints, one over several lines', value: page({end: THREE})},
    {name: 'CRLF line endings', value: page().replace(/\n/g, '\r\n')},
    {name: 'hints after more of the problem, a list and a subheading', value: page({end: `### Example\n\n- one\n- two\n\n${TWO}`})},
  ])('accepts $name at the end of the Problem section', async ({value}) => {
    const {code, problem} = await build(value);
    expect(problem).toBeUndefined();
    expect(code).toContain('"Hint 2 of ');
  });

  it('turns the hints into the browser\'s own <details>, "Hint i of n", each a paragraph with its Markdown and math and the next hint inside it, the first framed as a tip', async () => {
    const {code} = await build(page({end: THREE}));
    // From the first hint to the heading after it.
    const hints = /_jsxs\("details"[\s\S]*?(?=_components\.h2)/.exec(code ?? '')?.[0] ?? '';
    const opened = (number: number, frame: string) =>
      new RegExp(
        `_jsxs\\("details", \\{\\s*${frame}children: \\[_jsx\\("summary", \\{\\s*children: "Hint ${number} of 3"\\s*\\}\\), _jsxs?\\(_components\\.p,`,
      );
    expect(hints).toMatch(opened(1, 'className: "alert alert--success",\\s*'));
    // The later hints are rows of the first one's frame, with no frame of their own.
    for (const number of [2, 3]) expect(hints).toMatch(opened(number, ''));
    // Each hint is inside the one before it: its <details> opens deeper in the calls than the one before.
    const depth = (at: number) => [...hints.slice(0, at)].reduce((open, char) => open + (char === '(' ? 1 : char === ')' ? -1 : 0), 0);
    const [first, second, third] = [1, 2, 3].map((number) => depth(hints.indexOf(`Hint ${number} of 3`)));
    expect(second).toBeGreaterThan(first!);
    expect(third).toBeGreaterThan(second!);
    expect(hints).toContain('className: "language-math math-inline"');
    expect(code).not.toMatch(/_jsxs?\(Hints?\b/);
  });

  it.each([
    {
      name: 'no hints',
      value: page({end: ''}),
      message:
        'the page has no hints; at the end of the Problem section, write 2 or 3, from a nudge toward the key observation to nearly the approach: ' +
        `<Hints><Hint>…</Hint><Hint>…</Hint></Hints> (WRITING.md, "Hints"). A page that needs none says why in its front matter: ${HINTS_NOT_NEEDED}: "<why>".`,
    },
    {
      name: 'hints commented out',
      value: page({end: `{/* ${TWO} */}`}),
      message: 'the page has no hints; at the end of the Problem section',
    },
    {
      name: 'one hint',
      value: page({end: '<Hints>\n  <Hint>Halve the window.</Hint>\n</Hints>'}),
      message: '<Hints> holds 1 hint; write 2 or 3, from a nudge toward the key observation to nearly the approach, each in a <Hint>.',
    },
    {
      name: 'four hints',
      value: page({end: THREE.replace('</Hints>', '  <Hint>Stop when the window is empty.</Hint>\n</Hints>')}),
      message: '<Hints> holds 4 hints; write 2 or 3',
    },
    {
      name: 'an empty hint',
      value: page({end: TWO.replace('Drop the half that cannot hold the target.', ' ')}),
      message: 'hint 2 is empty; write it, or remove its <Hint>.',
    },
    {
      name: 'text beside the hints',
      value: page({end: TWO.replace('<Hints>', '<Hints>\n\nTry these in order.\n')}),
      message: '<Hints> holds only <Hint> elements; put each hint in its own <Hint>…</Hint>.',
    },
    {
      name: 'a hint outside <Hints>',
      value: page({approach: '<Hint>Halve the window.</Hint>'}),
      message: 'a <Hint> is outside <Hints>; put every hint inside the one <Hints>.',
    },
    {
      name: 'a hint with an attribute',
      value: page({end: TWO.replace('<Hint>Drop', '<Hint title="2">Drop')}),
      message: '<Hint> takes no attributes; remove them.',
    },
    {
      name: 'two <Hints>',
      value: page({approach: TWO}),
      message: 'the page has 2 <Hints>; keep one, at the end of the Problem section.',
    },
    {
      name: 'hints in the Approach section',
      value: page({end: '', approach: TWO}),
      message:
        '<Hints> is in the "Approach" section; move it to the end of the Problem section, after its text, just before "## Approach".',
    },
    {
      name: 'hints before the rest of the problem',
      value: page({end: `${TWO}\n\nConstraints: at most $10^4$ elements.`}),
      message:
        '<Hints> has more of the Problem section after it; move it to the end of the Problem section, after its text, just before "## Approach".',
    },
    {
      name: 'hints before the Problem section',
      value: `${TWO}\n\n${page({end: ''})}`,
      message: '<Hints> comes before the Problem section; move it to the end of the Problem section',
    },
    {
      name: 'hints inside another element',
      value: page({end: `<div>\n\n${TWO}\n\n</div>`}),
      message: '<Hints> is inside another element; move it to the end of the Problem section',
    },
    {
      name: 'hints and no Problem section',
      value: page().replace('## Problem', '## Task'),
      message: 'the page has no "## Problem" section, which its <Hints> end; add it.',
    },
  ])('stops the build on $name, naming the file and the fix', async ({value, message}) => {
    expect((await build(value)).problem).toContain(WHERE + message);
  });

  it(`accepts a page without hints whose front matter says why in ${HINTS_NOT_NEEDED}, and imports nothing for them`, async () => {
    const {code, problem} = await build(page({end: ''}), {[HINTS_NOT_NEEDED]: 'the answer is one addition'});
    expect(problem).toBeUndefined();
    expect(code).not.toContain('Hints');
  });

  it(`stops the build on a page with both hints and ${HINTS_NOT_NEEDED}, naming the file and the fix`, async () => {
    expect((await build(page(), {[HINTS_NOT_NEEDED]: 'the answer is one addition'})).problem).toContain(
      `${WHERE}the page has <Hints> and front matter field "${HINTS_NOT_NEEDED}"; remove one of them.`,
    );
  });
});
