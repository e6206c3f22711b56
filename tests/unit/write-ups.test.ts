import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import matter from 'gray-matter';
import remarkMath from 'remark-math';
import {describe, expect, it} from 'vitest';
import {WRITE_UP_FILES, approachFiles} from '../../src/write-up/folders';
import {completeWriteUpFrontMatter} from '../../src/write-up/front-matter';
import {PLATFORMS} from '../../src/platforms';
import remarkWriteUpPage from '../../src/write-up-page';
import {parseComplexity} from '../../src/features/approaches/Approaches/complexity';

/** The time and space of a file's one-line JSDoc, as the comparison table reads them, once filled in (no O(?)). */
const filledComplexity = (source: string) => {
  const complexity = parseComplexity(source);
  return complexity && !`${complexity.time}${complexity.space}`.includes('?') ? complexity : undefined;
};
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
    const completed = completeWriteUpFrontMatter(file, data);
    expect(completed.title).toBe(folder);
    // With the completed front matter, as the docs plugin compiles it: the build steps read it.
    await compile({value: content, path: file, data: {frontMatter: completed}}, {remarkPlugins: [remarkMath, remarkWriteUpPage]});
  });

  const approaches = folders.flatMap(({platform, folder, dir}) =>
    approachFiles(readdirSync(dir)).map((file) => ({platform, folder, file, path: path.join(dir, file)})),
  );

  it.each(approaches)('$platform/$folder/$file exports a function with a filled-in one-line complexity JSDoc', ({path: file}) => {
    expect(
      filledComplexity(readFileSync(file, 'utf8')),
      `${file}: write /** <what it does>: O(…) time, O(…) extra space. */`,
    ).toBeDefined();
  });
});

describe('the complexity JSDoc check', () => {
  it.each([
    {name: 'LF', source: '/** Scans: O(n) time, O(1) extra space. */\nexport function f() {}\n', time: 'O(n)'},
    {name: 'CRLF', source: '/** Scans: O(n) time, O(1) extra space. */\r\nexport function f() {}\r\n', time: 'O(n)'},
  ])('reads a solution with $name line endings', ({source, time}) => {
    expect(filledComplexity(source)?.time).toBe(time);
  });

  it('refuses a complexity left as O(?)', () => {
    expect(filledComplexity('/** Scans: O(?) time, O(?) extra space. */\nexport function f() {}\n')).toBeUndefined();
  });
});
