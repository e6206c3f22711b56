import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkMath from 'remark-math';
import {afterAll, describe, expect, it} from 'vitest';
import remarkWriteUpPage from '.';
import {approachProblem} from './check-page';
import {codeFileBinding} from '../features/code-blocks/show-code-files';

// A write-up folder on disk: the model reads the folder's files and tests.
const siteDir = mkdtempSync(path.join(tmpdir(), 'page check 頁-'));
const folder = path.join(siteDir, 'docs/LeetCode/Binary Search');
const README = path.join(folder, 'README.mdx');
const SOLUTION_TEST = "import {search} from './solution';\nimport {cases} from './cases';\n";
mkdirSync(folder, {recursive: true});
for (const [name, text] of Object.entries({'solution.ts': '', 'cases.ts': '', 'solution.test.ts': SOLUTION_TEST})) {
  writeFileSync(path.join(folder, name), text);
}
afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

/** Compiles a page the way the docs plugin does (MDX, math, the write-up steps): its JavaScript, or the build's message. */
async function build(value: string, filePath = README): Promise<{code?: string; problem?: string}> {
  try {
    return {code: String(await compile({value, path: filePath, cwd: siteDir}, {remarkPlugins: [remarkMath, remarkWriteUpPage]}))};
  } catch (error) {
    return {problem: (error as Error).message};
  }
}

const check = async (value: string, filePath = README) => (await build(value, filePath)).problem;

/** The compiled page's imports: what each imports, from where. */
const importsOf = (code = '') =>
  [...code.matchAll(/^import (?:(.*) from )?["'](.*)["'];$/gm)]
    .filter(([, , from]) => from !== 'react/jsx-runtime')
    .map(([, what, from]) => (what ? `${what} from ${from}` : from!));

const TESTED_CASES = '<TestedCases>\n  A property test compares it with a linear scan.\n</TestedCases>';
const HINTS = '<Hints>\n  <Hint>Look at the middle.</Hint>\n  <Hint>Drop the half that cannot hold it.</Hint>\n</Hints>';
const page = (solution = '<SolutionCode />', tested = TESTED_CASES, imports = '') =>
  `${imports}\n<WriteUpHeader />\n\n## Problem\n\nFind $\\mathit{target}$ in $O(\\log n)$.\n\n${HINTS}\n\n## Solution\n\n${solution}\n\n${tested}\n`;

describe('remarkWriteUpPage', () => {
  it.each([
    {name: 'the scaffolded pattern', value: page()},
    {name: 'CRLF line endings', value: page().replace(/\n/g, '\r\n')},
    {name: 'the file named, over several lines', value: page('<SolutionCode\n  file="solution.ts"\n/>')},
  ])('accepts a page with $name', async ({value}) => {
    expect(await check(value)).toBeUndefined();
  });

  it('imports the components the page shows, its tested file highlighted in the build and its cases, after its own imports', async () => {
    const {code} = await build(page(undefined, undefined, "import {x} from './x';\n"));
    expect(importsOf(code)).toEqual([
      '{x} from ./x',
      'WriteUpHeader from @site/src/components/WriteUpHeader',
      'SolutionCode from @site/src/features/code-blocks/SolutionCode',
      'solution from !!code-file!./solution.ts',
      '{cases as stepThroughCases} from ./cases',
      'TestedCases from @site/src/features/tested-cases/TestedCases',
      '{cases} from ./cases',
      '{MutationReport} from @site/src/features/mutation-report/MutationReport',
      '{PageMetadata} from @docusaurus/theme-common',
    ]);
    expect(code).toMatch(/_jsx\(SolutionCode, \{\s*source: solution,\s*cases: stepThroughCases\s*\}\)/);
  });

  it.each([
    {name: 'the start of its Problem section', frontMatter: undefined, description: 'Find target in O(log n).'},
    {name: "the front matter's description", frontMatter: {description: 'Ours.'}, description: 'Ours.'},
  ])("describes the page itself, through the theme's <PageMetadata>, with $name", async ({frontMatter, description}) => {
    const code = String(
      await compile(
        {value: page(), path: README, cwd: siteDir, data: {frontMatter}},
        {remarkPlugins: [remarkMath, remarkWriteUpPage], development: false},
      ),
    );
    const given = /_jsx\(PageMetadata, \{\s*description: ("[^"]*")\s*\}\)/.exec(code)?.[1];
    expect(given && JSON.parse(given)).toBe(description);
  });

  it.each([
    {
      name: 'the solution never shown',
      value: page('The code is in solution.ts.'),
      message: 'the page does not show its solution; add <SolutionCode /> where it belongs.',
    },
    {
      name: 'the element commented out',
      value: page('{/* <SolutionCode /> */}'),
      message: 'the page does not show its solution',
    },
    {
      name: 'the element only in a code block',
      value: page('```mdx\n<SolutionCode />\n```'),
      message: 'the page does not show its solution',
    },
    {
      name: 'a file the folder does not have',
      value: page('<SolutionCode />\n\n<SolutionCode file="../Ransom Note/solution.ts" />'),
      message: '<SolutionCode file="../Ransom Note/solution.ts" /> names no tested file of the folder; its files: solution.ts.',
    },
    {
      name: 'a source of its own',
      value: page('<SolutionCode source={other} />'),
      message: '<SolutionCode> takes no source={…}: the build gives it the file named by file="…"; remove it.',
    },
    {
      name: 'the cases never shown',
      value: page(undefined, ''),
      message: 'the page does not show its tested cases; add <TestedCases /> where it belongs.',
    },
    {
      name: 'the cases element commented out',
      value: page(undefined, `{/* ${TESTED_CASES} */}`),
      message: 'the page does not show its tested cases',
    },
    {
      name: 'an import the build adds (a page written before the build added them)',
      value: page(undefined, undefined, "import SolutionCode from '@site/src/features/code-blocks/SolutionCode';\n"),
      message: "the page imports SolutionCode from '@site/src/features/code-blocks/SolutionCode'; remove that import: the build adds it.",
    },
    {
      name: 'its own import of the solution',
      value: page(undefined, undefined, "import solution from '!!code-file!./solution.ts';\n"),
      message: "the page imports solution from '!!code-file!./solution.ts'; remove that import: the build adds it.",
    },
  ])('rejects a page with $name, naming the file', async ({value, message}) => {
    expect(await check(value)).toContain(`Write-up docs/LeetCode/Binary Search/README.mdx: ${message}`);
  });

  it('leaves pages outside the write-up folders alone', async () => {
    const {code, problem} = await build('# Introduction\n\n<SolutionCode />\n', path.join(siteDir, 'docs/intro.mdx'));
    expect(problem).toBeUndefined();
    expect(importsOf(code)).toEqual([]);
  });

  it('rejects an approach file that the page does not show, and then one shown but untested, naming the file', async () => {
    writeFileSync(path.join(folder, 'linear-scan.ts'), '');
    try {
      expect(await check(page())).toContain(
        'Write-up docs/LeetCode/Binary Search/README.mdx: linear-scan.ts is not shown on the page; add <SolutionCode file="linear-scan.ts" /> in its section (or delete the file).',
      );
      const shown = page('<SolutionCode />\n\n<SolutionCode file="linear-scan.ts" />');
      expect(await check(shown)).toContain('linear-scan.ts is shown on the page but no test imports it');
      writeFileSync(path.join(folder, 'solution.test.ts'), `${SOLUTION_TEST}import {search as linear} from './linear-scan';\n`);
      const {code} = await build(shown);
      expect(importsOf(code)).toContain('linearScan from !!code-file!./linear-scan.ts');
      expect(code).toMatch(/_jsx\(SolutionCode, \{\s*source: linearScan,\s*file: "linear-scan.ts",\s*cases: stepThroughCases\s*\}\)/);
    } finally {
      rmSync(path.join(folder, 'linear-scan.ts'));
      writeFileSync(path.join(folder, 'solution.test.ts'), SOLUTION_TEST);
    }
  });

  it('gives <Approaches> the files the page shows, to read each approach’s complexity from, and stops the build when it names a file the page does not show', async () => {
    writeFileSync(path.join(folder, 'linear-scan.ts'), '');
    writeFileSync(path.join(folder, 'solution.test.ts'), `${SOLUTION_TEST}import {search as linear} from './linear-scan';\n`);
    try {
      const approaches = "<Approaches approaches={[{name: 'Scan', file: 'linear-scan.ts', prefer: 'never'}]} />";
      const {code} = await build(page(`${approaches}\n\n<SolutionCode />\n\n<SolutionCode file="linear-scan.ts" />`));
      expect(importsOf(code)).toContain('Approaches from @site/src/features/approaches/Approaches');
      expect(code).toMatch(/sources: \[solution, linearScan\]/);
      expect(
        await check(
          page(`${approaches.replace('linear-scan.ts', 'linear.ts')}\n\n<SolutionCode />\n\n<SolutionCode file="linear-scan.ts" />`),
        ),
      ).toBe(
        'Write-up docs/LeetCode/Binary Search/README.mdx: <Approaches> names linear.ts, which the page does not show; show it with <SolutionCode file="linear.ts" />.',
      );
      expect(
        await check(
          page(
            `<Approaches approaches={[{name: 'Scan', prefer: 'never'}]} />\n\n<SolutionCode />\n\n<SolutionCode file="linear-scan.ts" />`,
          ),
        ),
      ).toContain(
        "<Approaches> has an approach without a file; write approaches={[{name: '…', file: 'solution.ts', prefer: '…'}, …]}, each file a string.",
      );
    } finally {
      rmSync(path.join(folder, 'linear-scan.ts'));
      writeFileSync(path.join(folder, 'solution.test.ts'), SOLUTION_TEST);
    }
  });
});

describe('codeFileBinding', () => {
  it.each([
    ['solution.ts', 'solution'],
    ['brute-force.ts', 'bruteForce'],
    ['next-index-table.ts', 'nextIndexTable'],
  ])('names the module of %s %s', (file, binding) => {
    expect(codeFileBinding(file)).toBe(binding);
  });
});

describe('the approaches of a write-up', () => {
  it('pass when each is shown and tested', () => {
    const both = new Set(['solution.ts', 'recursive.ts']);
    expect(approachProblem({approaches: ['recursive.ts', 'solution.ts'], shown: both, tested: both})).toBeUndefined();
  });

  it.each([
    {
      name: 'tested, not shown',
      shown: ['solution.ts'],
      tested: ['solution.ts', 'recursive.ts'],
      problem: 'recursive.ts is not shown on the page',
    },
    {
      name: 'shown, not tested',
      shown: ['solution.ts', 'recursive.ts'],
      tested: ['solution.ts'],
      problem: 'recursive.ts is shown on the page but no test imports it',
    },
  ])('fail when one is $name', ({shown, tested, problem}) => {
    expect(approachProblem({approaches: ['recursive.ts', 'solution.ts'], shown: new Set(shown), tested: new Set(tested)})).toContain(
      problem,
    );
  });
});
