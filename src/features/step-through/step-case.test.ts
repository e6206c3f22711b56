import {describe, expect, it} from 'vitest';
import {flowElement} from '../../markdown/mdx';
import {stepCaseOf, stepCaseQuery, stepCases} from './step-case';

/** `<SolutionCode file="…" stepCase="…" />`, one per object, with the attributes given. */
const elements = (...written: Record<string, string>[]) =>
  written.map((attributes) =>
    flowElement(
      'SolutionCode',
      Object.entries(attributes).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
      [],
    ),
  );

describe('stepCases', () => {
  it.each([
    {
      name: 'no case named: the first, for each file shown',
      page: elements({}, {file: 'scan.ts'}),
      cases: [
        ['solution.ts', undefined],
        ['scan.ts', undefined],
      ],
    },
    {name: 'a case named on the element', page: elements({stepCase: 'a'}), cases: [['solution.ts', 'a']]},
    {
      name: 'the same case named twice',
      page: elements({stepCase: 'a'}, {file: 'solution.ts', stepCase: 'a'}),
      cases: [['solution.ts', 'a']],
    },
  ])('reads $name', ({page, cases}) => {
    expect([...stepCases(page, 'README.mdx')]).toEqual(cases);
  });

  it.each([
    {name: 'two names', page: elements({stepCase: 'a'}, {stepCase: 'b'})},
    {name: 'a name and none', page: elements({stepCase: 'a'}, {})},
  ])('stops the build on one file shown with $name, naming the page', ({page}) => {
    expect(() => stepCases(page, 'docs/X/README.mdx')).toThrow(
      'Write-up docs/X/README.mdx: two <SolutionCode file="solution.ts" /> name different cases to step through',
    );
  });
});

describe('the module query of a case', () => {
  it.each(['returns -1 for a target that falls between elements', 'a & b = c?', '漢字 / 100%'])('reads back the name %j', (name) => {
    expect(stepCaseOf(stepCaseQuery(name), 'x.ts')).toBe(name);
  });

  it('is empty for the first case, read back as none', () => {
    expect(stepCaseQuery(undefined)).toBe('');
    expect(stepCaseOf('', 'x.ts')).toBeUndefined();
  });

  it('refuses another parameter, naming the file', () => {
    expect(() => stepCaseOf('?case=a&raw', 'docs/X/solution.ts')).toThrow('docs/X/solution.ts: code-file takes only ?case=…, not "raw".');
  });
});
