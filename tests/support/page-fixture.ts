/**
 * For the steps' tests: a Binary Search write-up folder on disk, under a path with a space and Chinese
 * characters (the pipeline reads the folder), and its README.mdx compiled as the docs plugin compiles it.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {compile, type CompileOptions} from '@mdx-js/mdx';
import remarkMath from 'remark-math';
import {afterAll} from 'vitest';
import remarkWriteUpPage from '../../src/write-up-page';

/** Makes the folder (removed after the file's tests) and returns how to compile a page in it. */
export function writeUpFixture(prefix: string) {
  const siteDir = mkdtempSync(path.join(tmpdir(), prefix));
  const folder = path.join(siteDir, 'docs/LeetCode/Binary Search');
  mkdirSync(folder, {recursive: true});
  for (const [name, text] of Object.entries({
    'solution.ts': '',
    'cases.ts': '',
    'solution.test.ts': "import {search} from './solution';\n",
  })) {
    writeFileSync(path.join(folder, name), text);
  }
  afterAll(() => rmSync(siteDir, {recursive: true, force: true}));
  return {
    /**
     * Compiles `value` as the folder's README.mdx with the front matter the hook completed, through math, the write-up
     * steps and `after` (plugins that look at the tree the steps leave): its JavaScript, or the build's message.
     */
    compilePage: async (
      value: string,
      frontMatter: Record<string, unknown> = {},
      after: NonNullable<CompileOptions['remarkPlugins']> = [],
    ): Promise<{code?: string; problem?: string}> => {
      try {
        const file = {value, path: path.join(folder, 'README.mdx'), cwd: siteDir, data: {frontMatter}};
        return {code: String(await compile(file, {remarkPlugins: [remarkMath, remarkWriteUpPage, ...after]}))};
      } catch (error) {
        return {problem: (error as Error).message};
      }
    },
  };
}
