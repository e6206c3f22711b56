/**
 * ARCHITECTURE.md is the map a newcomer follows: every path it names in backticks exists, and it names every folder
 * of src/, so that a file moved or a folder added without the map fails here.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const map = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');

/** Folders the build or the dev server makes, which a clean clone does not have. */
const MADE_BY_THE_BUILD = ['.docusaurus/', 'build/'];

/**
 * Every text in backticks that reads as a path from the project's top: a slash, no spaces but in docs/ folder names,
 * and none of what marks code, a placeholder or a package (`<`, `…`, `*`, `!`, `?`, `=`, `@`, `:`).
 */
export function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map(([, text]) => text!);
  return spans.filter((text) => text.includes('/') && !/[<…*!?=@:{}()'"]/.test(text) && (!text.includes(' ') || text.startsWith('docs/')));
}

describe('namedPaths', () => {
  it('reads paths, and leaves out code, placeholders and packages', () => {
    const markdown =
      'See `src/write-up/model.ts`, `docs/LeetCode/Binary Search/`, `!!code-file!./solution.ts`, `docs/<platform>/<title>/`, ' +
      "`@docusaurus/theme-common`, `import {cases} from './cases'` and `README.mdx`.";
    expect(namedPaths(markdown)).toEqual(['src/write-up/model.ts', 'docs/LeetCode/Binary Search/']);
  });
});

describe('ARCHITECTURE.md', () => {
  it('names paths that exist', () => {
    const named = namedPaths(map).filter((file) => !MADE_BY_THE_BUILD.some((folder) => file.startsWith(folder)));
    expect(named.length).toBeGreaterThan(40);
    const missing = named.filter((file) => !existsSync(path.join(root, file)));
    expect(missing, 'paths in backticks that name no file or folder: fix the path or the map').toEqual([]);
  });

  it('names every folder under src/', () => {
    const named = new Set(namedPaths(map).map((file) => file.replace(/\/$/, '')));
    const folders = readdirSync(path.join(root, 'src'), {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    expect(
      folders.filter((folder) => !named.has(folder)),
      'folders of src/ that ARCHITECTURE.md does not name in backticks',
    ).toEqual([]);
  });
});
