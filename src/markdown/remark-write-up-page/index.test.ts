import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkMath from 'remark-math';
import {afterAll, describe, expect, it} from 'vitest';
import remarkWriteUpPage, {approachProblem, importedSiblings} from '.';

// A write-up folder on disk: the check reads the folder's files and tests.
const siteDir = mkdtempSync(path.join(tmpdir(), 'page check 頁-'));
const folder = path.join(siteDir, 'docs/LeetCode/Binary Search');
const README = path.join(folder, 'README.mdx');
const SOLUTION_TEST = "import {search} from './solution';\nimport {cases} from './cases';\n";
mkdirSync(folder, {recursive: true});
for (const [name, text] of Object.entries({'solution.ts': '', 'cases.ts': '', 'solution.test.ts': SOLUTION_TEST})) {
  writeFileSync(path.join(folder, name), text);
}
afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

/** Compiles a page the way the docs plugin does (MDX, math, our check); resolves with the check's message, if any. */
async function check(value: string, filePath = README): Promise<string | undefined> {
  try {
    await compile({value, path: filePath, cwd: siteDir}, {remarkPlugins: [remarkMath, remarkWriteUpPage]});
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const IMPORTS = `import WriteUpHeader from '@site/src/components/WriteUpHeader';
import SolutionCode from '@site/src/components/SolutionCode';
import solution from '!!code-file!./solution.ts';`;
const CASES_IMPORTS = `import TestedCases from '@site/src/components/TestedCases';
import {cases} from './cases';`;
const TESTED_CASES = '<TestedCases cases={cases}>\n  A property test compares it with a linear scan.\n</TestedCases>';
const page = (imports: string, solution = '<SolutionCode source={solution} />', casesImports = CASES_IMPORTS, tested = TESTED_CASES) =>
  `${imports}\n${casesImports}\n\n<WriteUpHeader />\n\n## Problem\n\nFind $\\mathit{target}$ in $O(\\log n)$.\n\n## Solution\n\n${solution}\n\n${tested}\n`;

describe('remarkWriteUpPage', () => {
  it.each([
    {name: 'the scaffolded pattern', value: page(IMPORTS)},
    {name: 'double quotes (Prettier)', value: page(IMPORTS, undefined, CASES_IMPORTS).replace(/'/g, '"')},
    {name: 'CRLF line endings', value: page(IMPORTS).replace(/\n/g, '\r\n')},
    {
      name: 'an import over several lines, under another name, and the element spread over lines',
      value: page(
        `${IMPORTS.split('\n').slice(0, 2).join('\n')}\nimport {\n  default as code,\n} from '!!code-file!./solution.ts';`,
        '<SolutionCode\n  source={ code }\n/>',
      ),
    },
  ])('accepts a page with $name', async ({value}) => {
    expect(await check(value)).toBeUndefined();
  });

  it.each([
    {
      name: 'no import of its solution',
      value: page(IMPORTS.split('\n').slice(0, 2).join('\n')),
      message: "the page does not import its solution; add: import solution from '!!code-file!./solution.ts';",
    },
    {
      name: 'the import commented out',
      value: page(`${IMPORTS.split('\n').slice(0, 2).join('\n')}\n// import solution from '!!code-file!./solution.ts';`),
      message: "the page does not import its solution; add: import solution from '!!code-file!./solution.ts';",
    },
    {
      name: 'the import only in a code block',
      value: page(IMPORTS.split('\n').slice(0, 2).join('\n'), "```ts\nimport solution from '!!code-file!./solution.ts';\n```"),
      message: 'the page does not import its solution',
    },
    {
      name: "another write-up's solution",
      value: page(IMPORTS.replace('./solution.ts', '../Ransom Note/solution.ts')),
      message: 'the page does not import its solution',
    },
    {
      name: 'no import of SolutionCode',
      value: page(IMPORTS.split('\n').slice(1).join('\n').replace("import SolutionCode from '@site/src/components/SolutionCode';\n", '')),
      message: "the page does not import SolutionCode; add: import SolutionCode from '@site/src/components/SolutionCode';",
    },
    {
      name: 'the solution never shown',
      value: page(IMPORTS, 'The code is in solution.ts.'),
      message: 'the page does not show its solution; add <SolutionCode source={solution} /> where it belongs.',
    },
    {
      name: 'the element commented out',
      value: page(IMPORTS, '{/* <SolutionCode source={solution} /> */}'),
      message: 'the page does not show its solution',
    },
    {
      name: 'the element showing something else',
      value: page(IMPORTS, '<SolutionCode source={"other"} />'),
      message: 'the page does not show its solution',
    },
    {
      name: 'no import of its cases',
      value: page(IMPORTS, undefined, CASES_IMPORTS.split('\n')[0]),
      message: "the page does not import its tested cases; add: import {cases} from './cases';",
    },
    {
      name: 'the cases import commented out',
      value: page(IMPORTS, undefined, CASES_IMPORTS.replace('import {cases}', '// import {cases}')),
      message: 'the page does not import its tested cases',
    },
    {
      name: 'no import of TestedCases',
      value: page(IMPORTS, undefined, CASES_IMPORTS.split('\n')[1]),
      message: "the page does not import TestedCases; add: import TestedCases from '@site/src/components/TestedCases';",
    },
    {
      name: 'the cases never shown',
      value: page(IMPORTS, undefined, CASES_IMPORTS, ''),
      message: 'the page does not show its tested cases; add <TestedCases cases={cases} /> where it belongs.',
    },
    {
      name: 'the cases element commented out',
      value: page(IMPORTS, undefined, CASES_IMPORTS, `{/* ${TESTED_CASES} */}`),
      message: 'the page does not show its tested cases',
    },
  ])('rejects a page with $name, naming the file', async ({value, message}) => {
    const problem = await check(value);
    expect(problem).toContain(`Write-up docs/LeetCode/Binary Search/README.mdx: ${message}`);
  });

  it('leaves pages outside the write-up folders alone', async () => {
    expect(await check('# Introduction\n', path.join(siteDir, 'docs/intro.mdx'))).toBeUndefined();
  });

  it('rejects an approach file that the page does not show, and then one shown but untested, naming the file', async () => {
    writeFileSync(path.join(folder, 'linear-scan.ts'), '');
    try {
      expect(await check(page(IMPORTS))).toContain(
        "Write-up docs/LeetCode/Binary Search/README.mdx: linear-scan.ts is not shown on the page; add: import linearScan from '!!code-file!./linear-scan.ts';",
      );
      const shown = page(
        `${IMPORTS}\nimport linearScan from '!!code-file!./linear-scan.ts';`,
        '<SolutionCode source={solution} />\n\n<SolutionCode source={linearScan} title="linear-scan.ts" />',
      );
      expect(await check(shown)).toContain('linear-scan.ts is shown on the page but no test imports it');
      writeFileSync(path.join(folder, 'solution.test.ts'), `${SOLUTION_TEST}import {search as linear} from './linear-scan';\n`);
      expect(await check(shown)).toBeUndefined();
    } finally {
      rmSync(path.join(folder, 'linear-scan.ts'));
      writeFileSync(path.join(folder, 'solution.test.ts'), SOLUTION_TEST);
    }
  });
});

describe('the approaches of a write-up', () => {
  it('count as tested when a test imports them from the folder, with or without the extension', () => {
    const tests = [`import {a} from './solution';\nimport {b as c} from "./brute-force.ts";\nimport {d} from '../Other/solution';`];
    expect([...importedSiblings(tests)].sort()).toEqual(['brute-force.ts', 'solution.ts']);
  });

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
