import {describe, expect, it} from 'vitest';
import {sourceHash} from './source-hash';
import {codeSpans, figuresText, isCurrent, focusedRefresh, summaryText, type ShownFigures} from './wording';

const SOURCE = 'while (low <= high) {}\n';
const measured = (tried: number, caught: number, endless = 0, source = SOURCE): ShownFigures => ({
  file: 'solution.ts',
  hash: sourceHash(SOURCE),
  tried,
  caught,
  endless,
  source: {hash: sourceHash(source)},
});

describe('isCurrent', () => {
  it('holds for figures measured on the text the page shows', () => {
    expect(isCurrent(measured(1, 1))).toBe(true);
  });

  it('fails once the text the page shows has changed, as under npm start after an edit', () => {
    expect(isCurrent(measured(1, 1, 0, SOURCE.replace('<=', '<')))).toBe(false);
  });

  it('fails for a file without figures', () => {
    expect(isCurrent({file: 'solution.ts', source: {hash: sourceHash(SOURCE)}})).toBe(false);
  });
});

describe('summaryText', () => {
  it("adds up the files' figures", () => {
    expect(summaryText([measured(18, 17), {...measured(2, 2), file: 'brute-force.ts'}])).toBe(
      'What the tests catch: 19 of 20 changed versions',
    );
  });

  it('writes one changed version in the singular, and thousands with a separator', () => {
    expect(summaryText([measured(1, 1)])).toBe('What the tests catch: 1 of 1 changed version');
    expect(summaryText([measured(1200, 1190)])).toBe('What the tests catch: 1,190 of 1,200 changed versions');
  });

  it('says the figures are out of date when one file has none for its text', () => {
    expect(summaryText([measured(18, 17), measured(2, 2, 0, '')])).toBe('What the tests catch: figures out of date');
  });
});

describe('figuresText', () => {
  it.each([
    {name: 'every change caught', figures: measured(12, 12), text: '12 of 12 caught.'},
    {name: 'some never finishing', figures: measured(18, 17, 4), text: '17 of 18 caught (4 by never finishing).'},
  ])('gives $name', ({figures, text}) => {
    expect(figuresText(figures as Parameters<typeof figuresText>[0])).toBe(text);
  });
});

describe('codeSpans', () => {
  it.each([
    {name: 'plain text as one part', text: 'no code', parts: [{code: false, text: 'no code'}]},
    {
      name: 'the code between backticks as code',
      text: 'An equal `value` has returned, so `<` and `<=` agree.',
      parts: [
        {code: false, text: 'An equal '},
        {code: true, text: 'value'},
        {code: false, text: ' has returned, so '},
        {code: true, text: '<'},
        {code: false, text: ' and '},
        {code: true, text: '<='},
        {code: false, text: ' agree.'},
      ],
    },
    {
      name: 'code at both ends, without empty parts',
      text: '`a` or `b`',
      parts: [
        {code: true, text: 'a'},
        {code: false, text: ' or '},
        {code: true, text: 'b'},
      ],
    },
  ])('cuts $name', ({text, parts}) => {
    expect(codeSpans(text)).toEqual(parts);
  });
});

describe('focusedRefresh', () => {
  it('names the run of the focused write-up only', () => {
    expect(focusedRefresh('LeetCode/Binary Search')).toEqual({
      command: 'npm run mutation:write-up -- "LeetCode/Binary Search"',
      time: 'under a minute',
    });
  });
});
