import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import matter from 'gray-matter';
import remarkMath from 'remark-math';
import {describe, expect, it} from 'vitest';
import {WRITE_UP_FILES, completeWriteUpFrontMatter} from '../../src/plugins/write-up-front-matter';
import {PLATFORMS} from '../../src/platforms';
import remarkWriteUpPage from '../../src/plugins/write-up-front-matter/page';

/** A one-line JSDoc with a filled-in O(…) right above the exported function; CRLF files pass too. */
const COMPLEXITY_JSDOC = /\/\*\*[^\n]*O\([^?\n)]+\)[^\n]*\*\/\r?\nexport function \w+/;
const docsDir = path.resolve(__dirname, '../../docs');
const folders = PLATFORMS.flatMap((platform) =>
  readdirSync(path.join(docsDir, platform), {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({platform, folder: entry.name, dir: path.join(docsDir, platform, entry.name)})),
);

describe('every write-up folder under docs/', () => {
  it('exists for both platforms', () => {
    for (const platform of PLATFORMS) expect(folders.some((f) => f.platform === platform)).toBe(true);
  });

  it.each(folders)(`$platform/$folder holds ${WRITE_UP_FILES.join(', ')}`, ({dir}) => {
    expect(readdirSync(dir)).toEqual(expect.arrayContaining([...WRITE_UP_FILES]));
  });

  it.each(folders)('$platform/$folder has valid front matter and imports and shows its own files', async ({folder, dir}) => {
    const file = path.join(dir, 'README.mdx');
    const {data, content} = matter(readFileSync(file, 'utf8'));
    const completed = completeWriteUpFrontMatter(file, data, content);
    expect(completed.title).toBe(folder);
    await compile({value: content, path: file}, {remarkPlugins: [remarkMath, remarkWriteUpPage]});
  });

  it.each(folders)('$platform/$folder exports a function with a filled-in one-line complexity JSDoc', ({dir}) => {
    const source = readFileSync(path.join(dir, 'solution.ts'), 'utf8');
    expect(source).toMatch(COMPLEXITY_JSDOC);
  });
});

describe('the complexity JSDoc check', () => {
  it.each([
    {name: 'LF', source: '/** O(n) time, O(1) extra space. */\nexport function f() {}\n', matches: true},
    {name: 'CRLF', source: '/** O(n) time, O(1) extra space. */\r\nexport function f() {}\r\n', matches: true},
    {name: 'a complexity left as O(?)', source: '/** O(?) time, O(?) extra space. */\nexport function f() {}\n', matches: false},
  ])('reads a solution with $name: $matches', ({source, matches}) => {
    expect(COMPLEXITY_JSDOC.test(source)).toBe(matches);
  });
});
