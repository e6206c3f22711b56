import * as fs from 'node:fs';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {listWriteUps, writeUpAtPath} from './write-ups';

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  return {...actual, readFileSync: vi.fn(actual.readFileSync)};
});

let docsDir: string;
const readme = (folder: string, frontMatter: string) => {
  mkdirSync(path.join(docsDir, folder), {recursive: true});
  writeFileSync(path.join(docsDir, folder, 'README.mdx'), `---\n${frontMatter}\n---\n\nText.\n`);
};

beforeAll(() => {
  docsDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'write-ups 題解-')), 'docs');
  readme('LeetCode/Binary Search', 'title: Binary Search\nnumber: 704');
  readme('LeetCode/Two Sum', 'title: Two Sum\nnumber: 1');
  readme('Codewars/6 kyu Untitled', 'difficulty: 6 kyu');
  mkdirSync(path.join(docsDir, 'LeetCode', 'No page yet'));
});
afterAll(() => rmSync(path.dirname(docsDir), {recursive: true, force: true}));

describe('listWriteUps', () => {
  it("lists each folder with a README.mdx by its path, its front matter's title (else its folder) and number", () => {
    expect(listWriteUps(docsDir)).toEqual([
      {path: 'Codewars/6 kyu Untitled', title: '6 kyu Untitled'},
      {path: 'LeetCode/Binary Search', title: 'Binary Search', number: 704},
      {path: 'LeetCode/Two Sum', title: 'Two Sum', number: 1},
    ]);
  });
});

describe('writeUpAtPath', () => {
  it("finds `<platform>/<folder>`, as npm run new prints it, reading that write-up's front matter only", () => {
    vi.mocked(fs.readFileSync).mockClear();
    expect(writeUpAtPath(docsDir, 'LeetCode/Binary Search')).toEqual({path: 'LeetCode/Binary Search', title: 'Binary Search', number: 704});
    expect(vi.mocked(fs.readFileSync).mock.calls.map(([file]) => path.relative(docsDir, String(file)))).toEqual([
      path.join('LeetCode', 'Binary Search', 'README.mdx'),
    ]);
  });

  it.each([
    ['a folder without its platform', 'Binary Search'],
    ['a title', 'Two Sum'],
    ['a problem number', '704'],
    ['a folder in another case', 'leetcode/binary search'],
    ['a folder with no README.mdx', 'LeetCode/No page yet'],
    ['a path that goes deeper', 'LeetCode/Binary Search/solution.ts'],
    ['a folder that is not there', 'LeetCode/Ransom Note'],
  ])('leaves %s to the search by every name', (_, name) => {
    expect(writeUpAtPath(docsDir, name)).toBeUndefined();
  });
});
