import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {parseWriteUpFrontMatter} from '.';

const siteDir = mkdtempSync(path.join(tmpdir(), 'parse front matter 頁-'));
afterAll(() => rmSync(siteDir, {recursive: true, force: true}));
const folder = path.join(siteDir, 'docs/LeetCode/Binary Search');
mkdirSync(folder, {recursive: true});
for (const file of ['README.mdx', 'solution.ts', 'cases.ts', 'solution.test.ts']) writeFileSync(path.join(folder, file), '');

const leetCode = {number: 704, difficulty: 'Easy', url: 'https://leetcode.com/problems/binary-search/', topics: ['Array']};

/** Runs the hook on a file, with a default parser that returns `frontMatter` as parsed from `fileContent`. */
function parse(filePath: string, frontMatter: Record<string, unknown>, fileContent = '') {
  return parseWriteUpFrontMatter({
    filePath,
    fileContent,
    defaultParseFrontMatter: () => Promise.resolve({frontMatter, content: '## Problem\n\nFind the target.\n'}),
  });
}

describe('parseWriteUpFrontMatter, the markdown.parseFrontMatter hook', () => {
  it("completes a write-up's parsed front matter from its folder, and leaves its content as parsed", async () => {
    const {frontMatter, content} = await parse(path.join(folder, 'README.mdx'), leetCode);
    expect(content).toBe('## Problem\n\nFind the target.\n');
    expect(frontMatter).toMatchObject({title: 'Binary Search', platform: 'LeetCode', description: ''});
  });

  it('leaves the front matter of a page outside the platform folders as parsed', async () => {
    const {frontMatter} = await parse(path.join(siteDir, 'docs/intro.mdx'), {title: 'Introduction'});
    expect(frontMatter).toEqual({title: 'Introduction'});
  });

  it('checks the number as typed in the file, which the parsed value no longer shows', async () => {
    await expect(parse(path.join(folder, 'README.mdx'), leetCode, '---\nnumber: 0x2C0\n---\n')).rejects.toThrow(
      /"number" is written "0x2C0"; write LeetCode's number in plain digits/,
    );
  });
});
