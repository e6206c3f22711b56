import {describe, expect, it} from 'vitest';
import {budgetFor, sectionInChunk, sectionInHtml} from './tested-cases-weight';

const cut = (text: string, {start, end}: {start: number; end: number}) => text.slice(0, start) + text.slice(end);

describe('budgetFor', () => {
  it('allows 1 KB per 10 cases, rounded down to a byte', () => {
    expect(budgetFor(10)).toBe(1024);
    expect(budgetFor(9)).toBe(921);
  });
});

describe('sectionInHtml', () => {
  const page =
    '<html><body><article><p>Text</p>\n<details class=x><summary>Tested cases (<!-- -->1<!-- -->)</summary><table><tr><td>a<td>b</table>' +
    '<details><summary>long</summary>value</details></details>\n<details><summary>Other</summary></details></article></body></html>';

  it('finds the Tested cases section as it is written, nested details included', () => {
    expect(cut(page, sectionInHtml(page, 'page'))).toBe(
      '<html><body><article><p>Text</p>\n\n<details><summary>Other</summary></details></article></body></html>',
    );
  });

  it('throws, naming the page, when the page has no section', () => {
    expect(() => sectionInHtml('<article><p>Text</p></article>', '/LeetCode/X/')).toThrow(
      '/LeetCode/X/: expected one Tested cases section',
    );
  });
});

describe('sectionInChunk', () => {
  const cases = [{name: 'first case'}, {name: 'second case'}];
  const table = '[{name:"first case",input:{n:1},expected:1},{name:"second case",input:{n:2},expected:2}]';
  const element = '(0,t.jsx)(o.Z,{cases:r,solution:s,children:"note"})';
  /** `<SolutionCode>`, which gets the cases too, for Step through. */
  const solutionCode = '(0,t.jsx)(l.Z,{source:s,cases:r})';

  it('cuts the table with its declaration and the element with its separator', () => {
    const code = `let a=1;let r=${table};f([(0,t.jsx)(a.p,{}),${element},"\\n"]);`;
    const cuts = sectionInChunk(code, cases, 'page');
    expect(cuts.reduceRight(cut, code)).toBe('let a=1;f([(0,t.jsx)(a.p,{}),solution:s"\\n"]);');
  });

  it('cuts only its declarator from a declaration of several', () => {
    const code = `let r=${table},h={url:"u"};f([${element}]);`;
    expect(sectionInChunk(code, cases, 'page').reduceRight(cut, code)).toBe('let h={url:"u"};f([solution:s]);');
  });

  it('leaves <SolutionCode> and its cases alone', () => {
    const code = `let r=${table};f([${solutionCode},${element}]);`;
    expect(sectionInChunk(code, cases, 'page').reduceRight(cut, code)).toBe(`f([${solutionCode}solution:s]);`);
  });

  it("keeps the code runner's props, which the runner's own budget counts, and cuts the rest of the element", () => {
    const runner = '(0,t.jsx)(o.Z,{cases:r,children:"note",solution:s,comparison:c})';
    const code = `let r=${table};f([${runner}]);`;
    expect(sectionInChunk(code, cases, 'page').reduceRight(cut, code)).toBe('f([solution:scomparison:c]);');
  });

  it('finds nothing in a chunk that does not name the cases', () => {
    expect(sectionInChunk(`let r=[{name:"another"}];f(${element});`, cases, 'page')).toEqual([]);
  });

  it('throws, naming the page, when the cases are named but their table is not found', () => {
    expect(() => sectionInChunk(`let r=["first case"];f(${element});`, cases, '/LeetCode/X/')).toThrow(
      '/LeetCode/X/: a chunk names its cases but holds 0 tables',
    );
  });
});
