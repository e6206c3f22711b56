import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {exportsComparison, importedSiblings, readWriteUp} from './model';

// A site on disk, under a path with a space and Chinese characters.
const siteDir = mkdtempSync(path.join(tmpdir(), 'write-up model 模型-'));
afterAll(() => rmSync(siteDir, {recursive: true, force: true}));
const folder = path.join(siteDir, 'docs/LeetCode/Binary Search');
mkdirSync(folder, {recursive: true});
const FILES = {
  'README.mdx': '## Problem\n',
  'solution.ts': 'export function search() {}\n',
  'linear-scan.ts': 'export function scan() {}\n',
  'cases.ts': "export const comparison: Comparison = 'any order';\nexport const cases = [];\n",
  'solution.test.ts': "import {search} from './solution';\nimport {scan} from './linear-scan.ts';\n",
};
for (const [name, text] of Object.entries(FILES)) writeFileSync(path.join(folder, name), text);
writeFileSync(
  path.join(siteDir, 'stryker-incremental.json'),
  JSON.stringify({files: {'docs/LeetCode/Binary Search/solution.ts': {source: FILES['solution.ts'], mutants: []}}}),
);
const README = path.join(folder, 'README.mdx');

describe('readWriteUp', () => {
  const page = readWriteUp(README, {cwd: siteDir, frontMatter: {title: 'Binary Search'}})!;

  it('names the page from the site and the folder as the mutation report does', () => {
    expect(page).toMatchObject({
      where: 'docs/LeetCode/Binary Search/README.mdx',
      platform: 'LeetCode',
      folder: 'docs/LeetCode/Binary Search',
    });
  });

  it('holds the front matter it is given', () => {
    expect(page.frontMatter).toEqual({title: 'Binary Search'});
  });

  it('reads each TypeScript file once, with its role', () => {
    expect([...page.files.values()].map(({name, role}) => [name, role]).sort()).toEqual([
      ['cases.ts', 'cases'],
      ['linear-scan.ts', 'approach'],
      ['solution.test.ts', 'test'],
      ['solution.ts', 'solution'],
    ]);
    expect(page.files.get('solution.ts')?.text).toBe(FILES['solution.ts']);
  });

  it('lists the approaches with solution.ts first, the files the tests import, and whether cases.ts exports a comparison', () => {
    expect(page.approaches).toEqual(['solution.ts', 'linear-scan.ts']);
    expect([...page.tested].sort()).toEqual(['linear-scan.ts', 'solution.ts']);
    expect(page.cases.comparison).toBe(true);
  });

  it("holds the folder's part of the mutation report", () => {
    expect(Object.keys(page.report!.files)).toEqual(['docs/LeetCode/Binary Search/solution.ts']);
  });

  it.each(['docs/intro.mdx', 'docs/LeetCode/Binary Search/notes.mdx', 'src/pages/about.mdx'])('is undefined for %s', (file) => {
    expect(readWriteUp(path.join(siteDir, file))).toBeUndefined();
  });
});

describe('importedSiblings', () => {
  it('counts a file of the folder as tested when a test imports it, with or without the extension', () => {
    const tests = [`import {a} from './solution';\nimport {b as c} from "./brute-force.ts";\nimport {d} from '../Other/solution';`];
    expect([...importedSiblings(tests)].sort()).toEqual(['brute-force.ts', 'solution.ts']);
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
    {source: "export const cases = [{name: 'a', input: {n: 1}, expected: 1}];\n", exported: false},
  ])('reads $exported from: $source', ({source, exported}) => {
    expect(exportsComparison(source)).toBe(exported);
  });
});
