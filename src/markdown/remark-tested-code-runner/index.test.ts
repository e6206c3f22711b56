import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {afterAll, describe, expect, it} from 'vitest';
import remarkTestedCodeRunner, {exportsComparison} from '.';

// Write-up folders on disk, under a path with a space and Chinese characters: the plugin reads cases.ts.
const siteDir = mkdtempSync(path.join(tmpdir(), 'code runner 執行-'));
afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

function writeUp(folder: string, casesSource: string): string {
  const dir = path.join(siteDir, 'docs/LeetCode', folder);
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'cases.ts'), casesSource);
  return path.join(dir, 'README.mdx');
}

const CASES = "export const cases = [{name: 'a', input: {n: 1}, expected: 1}];\n";
const exact = writeUp('Exact', CASES);
const anyOrder = writeUp('Any Order', `export const comparison: Comparison = 'any order';\n${CASES}`);

const PAGE = `import solution from '!!code-file!./solution.ts';
import TestedCases from '@site/src/components/TestedCases';
import {cases} from './cases';

## Solution

<TestedCases cases={cases}>
  A note.
</TestedCases>
`;

/** The compiled page's JavaScript, as the docs plugin's MDX compiler gives it. */
async function compiled(filePath: string, value = PAGE): Promise<string> {
  return String(await compile({value, path: filePath}, {remarkPlugins: [remarkTestedCodeRunner]}));
}

/** The props object of the compiled <TestedCases> element. */
const testedCasesProps = (code: string) => /_jsx\(TestedCases, (\{[\s\S]*?\n\s*\})\)/.exec(code)?.[1] ?? '';

describe('remarkTestedCodeRunner', () => {
  it("gives a write-up's <TestedCases> the page's own solution.ts, whose JavaScript the runner runs, and no import of its own", async () => {
    const code = await compiled(exact);
    const props = testedCasesProps(code);
    expect(props).toContain('cases: cases');
    expect(props).toContain('solution: solution');
    expect(props).not.toContain('comparison');
    expect(code).not.toMatch(/import\(/);
  });

  it("adds nothing to a page without its solution's import, which the write-up page check refuses", async () => {
    expect(testedCasesProps(await compiled(exact, PAGE.replace("import solution from '!!code-file!./solution.ts';\n", '')))).not.toContain(
      'solution',
    );
  });

  it('adds the comparison cases.ts exports, imported from it', async () => {
    const code = await compiled(anyOrder);
    expect(code).toContain('import {comparison as testedCasesComparison} from "./cases";');
    expect(testedCasesProps(code)).toContain('comparison: testedCasesComparison');
  });

  it("puts its import after the page's own, which keep their order", async () => {
    const code = await compiled(anyOrder);
    const imports = [...code.matchAll(/^import .* from ["'](.*)["'];$/gm)].map(([, from]) => from);
    expect(imports.slice(-3)).toEqual(['@site/src/components/TestedCases', './cases', './cases']);
    expect(code.indexOf('import {cases}')).toBeLessThan(code.indexOf('import {comparison as testedCasesComparison}'));
  });

  it('imports nothing more when cases.ts exports no comparison', async () => {
    expect(await compiled(exact)).not.toContain('testedCasesComparison');
  });

  it('gives <TestedCases> the props under other local names too', async () => {
    const renamed = PAGE.replaceAll('TestedCases', 'Cases')
      .replace('/components/Cases', '/components/TestedCases')
      .replace('import solution', 'import code');
    expect(await compiled(exact, renamed)).toMatch(/_jsx\(Cases, \{[\s\S]*solution: code/);
  });

  it('leaves pages that are not write-ups alone', async () => {
    expect(testedCasesProps(await compiled(path.join(siteDir, 'docs/intro.mdx')))).not.toContain('solution');
  });

  it('refuses a page that already imports the name it adds, saying which', async () => {
    const page = `import {other as testedCasesComparison} from './other';\n${PAGE}`;
    await expect(compiled(anyOrder, page)).rejects.toThrow(
      "the page imports a name the code runner adds, testedCasesComparison; rename the page's import.",
    );
  });
});

describe('exportsComparison', () => {
  it.each([
    {source: "export const comparison: Comparison = 'any order';", exported: true},
    {source: "export const comparison = 'any order' satisfies Comparison;", exported: true},
    {source: "import type {Comparison} from './judge';\nexport const comparison: Comparison = 'exact';", exported: true},
    {source: "const comparison = 'any order';", exported: false},
    {source: "// export const comparison = 'any order';", exported: false},
    {source: "export const comparisons = ['exact'];", exported: false},
    {source: CASES, exported: false},
  ])('reads $exported from: $source', ({source, exported}) => {
    expect(exportsComparison(source)).toBe(exported);
  });
});
