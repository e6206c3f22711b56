import {describe, expect, it} from 'vitest';
import {DESCRIPTION_LENGTH, describeProblem} from './description';

const IMPORT = "import solution from '!!code-file!./solution.ts';";

describe('describeProblem, the description of a write-up', () => {
  const page = (problem: string) => `${IMPORT}\n\n<WriteUpHeader />\n\n## Problem\n\n${problem}\n\n## Approach\n\nLoop.\n`;

  it.each([
    {name: 'plain text', problem: 'Add two integers.', expected: 'Add two integers.'},
    {
      name: 'inline math as text',
      problem: 'Count pairs $i < j$ with $j - i \\neq nums[j] - nums[i]$, up to $31\\,536\\,000$ in $O(n \\log n)$.',
      expected: 'Count pairs i < j with j - i ≠ nums[j] - nums[i], up to 31 536 000 in O(n log n).',
    },
    {
      name: 'a font command as its argument, and no space inside brackets',
      problem: 'Find $\\mathit{target}$ in $O(\\log n)$ steps, at $nums[\\,i\\,]$.',
      expected: 'Find target in O(log n) steps, at nums[i].',
    },
    {
      name: 'code, emphasis and links as their text',
      problem: 'Given `nums`, call a pair **bad** when _one_ of [the rules](https://example.com) fails.',
      expected: 'Given nums, call a pair bad when one of the rules fails.',
    },
    {
      name: 'the first paragraph only, lines joined',
      problem: 'First line\nsecond line.\n\nNext paragraph.',
      expected: 'First line second line.',
    },
  ])('is the start of the Problem section: $name', ({problem, expected}) => {
    expect(describeProblem(page(problem))).toBe(expected);
  });

  it(`is cut at a word, with an ellipsis, to at most ${DESCRIPTION_LENGTH} characters`, () => {
    const text = `${'Every word counts here, '.repeat(10)}the end.`;
    const description = describeProblem(page(text))!;
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(description.length).toBeGreaterThan(DESCRIPTION_LENGTH - 15);
    expect(description).toMatch(/[a-z]…$/);
    expect(text.startsWith(`${description.slice(0, -1)} `)).toBe(true);
  });

  it('is read the same from a page with CRLF line endings', () => {
    const crlf = page('First line\nsecond line.\n\nNext paragraph.').replace(/\n/g, '\r\n');
    expect(crlf).toContain('\r\n## Problem\r\n');
    expect(describeProblem(crlf)).toBe('First line second line.');
  });

  it('is absent from a page without a Problem section', () => {
    expect(describeProblem('## Approach\n\nLoop.\n')).toBeUndefined();
  });
});
