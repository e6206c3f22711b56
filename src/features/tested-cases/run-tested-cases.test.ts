import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {afterAll, describe, expect, it} from 'vitest';
import {HINTS_NOT_NEEDED} from '../../write-up/front-matter';
import remarkWriteUpPage from '../../write-up-page';

// Write-up folders on disk, under a path with a space and Chinese characters: the model reads cases.ts.
const siteDir = mkdtempSync(path.join(tmpdir(), 'code runner 執行-'));
afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

function writeUp(folder: string, casesSource: string): string {
  const dir = path.join(siteDir, 'docs/LeetCode', folder);
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'cases.ts'), casesSource);
  writeFileSync(path.join(dir, 'solution.ts'), 'export const f = (n: number) => n;\n');
  writeFileSync(path.join(dir, 'solution.test.ts'), "import {f} from './solution';\n");
  return path.join(dir, 'README.mdx');
}

const CASES = "export const cases = [{name: 'a', input: {n: 1}, expected: 1}];\n";
const exact = writeUp('Exact', CASES);
const anyOrder = writeUp('Any Order', `export const comparison: Comparison = 'any order';\n${CASES}`);

const PAGE = `## Solution

<SolutionCode />

<TestedCases>
  A note.
</TestedCases>
`;

/** The front matter of these pages, which show no Problem section and so no hints. */
const frontMatter = {[HINTS_NOT_NEEDED]: 'the page shows its Solution section only'};

/** The compiled page's JavaScript, as the docs plugin's MDX compiler gives it. */
async function compiled(filePath: string, value = PAGE): Promise<string> {
  return String(await compile({value, path: filePath, cwd: siteDir, data: {frontMatter}}, {remarkPlugins: [remarkWriteUpPage]}));
}

/** The props object of the compiled <TestedCases> element. */
const testedCasesProps = (code: string) => /_jsx\(TestedCases, (\{[\s\S]*?\n\s*\})\)/.exec(code)?.[1] ?? '';

describe('the Tested cases step', () => {
  it("gives a write-up's <TestedCases> its cases and the page's own solution.ts, whose JavaScript the runner runs, and no import of its own", async () => {
    const code = await compiled(exact);
    const props = testedCasesProps(code);
    expect(props).toContain('cases: cases');
    expect(props).toContain('solution: solution');
    expect(props).not.toContain('comparison');
    expect(code).not.toMatch(/import\(/);
  });

  it('adds the comparison cases.ts exports, imported from it', async () => {
    const code = await compiled(anyOrder);
    expect(code).toContain('import {comparison as testedCasesComparison} from "./cases";');
    expect(testedCasesProps(code)).toContain('comparison: testedCasesComparison');
  });

  it("puts its imports after the page's own and the earlier steps', in order", async () => {
    const code = await compiled(anyOrder, `import {x} from './x';\n\n${PAGE}`);
    const imports = [...code.matchAll(/^import .* from ["'](.*)["'];$/gm)]
      .map(([, from]) => from)
      .filter((from) => from !== 'react/jsx-runtime');
    expect(imports).toEqual([
      './x',
      '@site/src/features/code-blocks/SolutionCode',
      '!!code-file!./solution.ts',
      './cases',
      '@site/src/features/tested-cases/TestedCases',
      './cases',
      './cases',
      '@site/src/features/mutation-report/MutationReport',
    ]);
    expect(code.indexOf('import {cases}')).toBeLessThan(code.indexOf('import {comparison as testedCasesComparison}'));
  });

  it('imports nothing more when cases.ts exports no comparison', async () => {
    expect(await compiled(exact)).not.toContain('testedCasesComparison');
  });

  it('refuses a page that writes the cases itself, saying what to remove', async () => {
    await expect(compiled(exact, PAGE.replace('<TestedCases>', '<TestedCases cases={cases}>'))).rejects.toThrow(
      'Write-up docs/LeetCode/Exact/README.mdx: <TestedCases> takes no cases={…}: the build gives it the cases of cases.ts; remove it.',
    );
  });

  it('leaves pages that are not write-ups alone', async () => {
    expect(testedCasesProps(await compiled(path.join(siteDir, 'docs/intro.mdx')))).not.toContain('solution');
  });

  it('refuses a page that already imports the name it adds, saying which', async () => {
    const page = `import {other as testedCasesComparison} from './other';\n\n${PAGE}`;
    await expect(compiled(anyOrder, page)).rejects.toThrow(
      "the page imports testedCasesComparison from './other'; remove that import: the build adds it.",
    );
  });
});
