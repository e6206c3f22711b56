import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {FOCUS_VARIABLE, focusedDocs, readFocus} from './focus';

const docsDir = path.join(mkdtempSync(path.join(tmpdir(), 'focus 焦點-')), 'docs');
for (const folder of ['LeetCode/Binary Search', 'LeetCode/Pow[x] n*2']) {
  mkdirSync(path.join(docsDir, folder), {recursive: true});
  writeFileSync(path.join(docsDir, folder, 'README.mdx'), '# page\n');
}
afterAll(() => rmSync(path.dirname(docsDir), {recursive: true, force: true}));

describe('readFocus', () => {
  it('is undefined when no write-up is focused', () => {
    expect(readFocus({}, docsDir)).toBeUndefined();
    expect(readFocus({[FOCUS_VARIABLE]: ''}, docsDir)).toBeUndefined();
  });

  it('reads the platform and the folder of the focused write-up', () => {
    expect(readFocus({[FOCUS_VARIABLE]: 'LeetCode/Binary Search'}, docsDir)).toEqual({platform: 'LeetCode', folder: 'Binary Search'});
  });

  it.each([
    {value: 'Binary Search', why: 'no platform'},
    {value: 'HackerRank/Binary Search', why: 'an unknown platform'},
    {value: 'LeetCode/Binary Search/README.mdx', why: 'a file rather than a folder'},
  ])('refuses a value with $why, naming the form and the command', ({value}) => {
    expect(() => readFocus({[FOCUS_VARIABLE]: value}, docsDir)).toThrow(
      `${FOCUS_VARIABLE} must be "<platform>/<folder>" with a platform of Codewars, LeetCode, got "${value}". Start focused writing with npm run write -- "<folder, title or number>".`,
    );
  });

  it('refuses a write-up that has no page, naming the missing file', () => {
    expect(() => readFocus({[FOCUS_VARIABLE]: 'LeetCode/Two Sum'}, docsDir)).toThrow(
      `${FOCUS_VARIABLE}: docs/LeetCode/Two Sum/README.mdx does not exist.`,
    );
  });
});

describe('focusedDocs', () => {
  it('includes the introduction and the write-up page', () => {
    expect(focusedDocs({platform: 'LeetCode', folder: 'Binary Search'})).toEqual(['intro.mdx', 'LeetCode/Binary Search/README.mdx']);
  });

  it('escapes the characters a glob reads, so that a folder matches only itself', () => {
    expect(focusedDocs({platform: 'LeetCode', folder: 'Pow[x] n*2'})[1]).toBe('LeetCode/Pow\\[x\\] n\\*2/README.mdx');
  });
});
