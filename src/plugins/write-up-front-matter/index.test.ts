import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {completeWriteUpFrontMatter} from '.';
import {closestTopic} from './topics';

const IMPORT = "import solution from '!!raw-loader!./solution.ts';";

/** Makes docs/<platform>/<folder>/ in a scratch site with the given files; returns README.mdx's path. */
function writeUpFixture(platform: string, folder: string, files = ['solution.ts', 'solution.test.ts']): string {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'write-up-'));
  const dir = path.join(siteDir, 'docs', platform, folder);
  mkdirSync(dir, {recursive: true});
  for (const file of ['README.mdx', ...files]) writeFileSync(path.join(dir, file), '');
  return path.join(dir, 'README.mdx');
}

const leetCode = {number: 704, difficulty: 'Easy', url: 'https://leetcode.com/problems/binary-search/', topics: ['Array']};
const codewars = {url: 'https://www.codewars.com/kata/5266876b8f4bf2da9b000362', topics: ['String']};

describe('completeWriteUpFrontMatter', () => {
  it('completes a LeetCode page with its folder name as title and its platform', () => {
    const file = writeUpFixture('LeetCode', 'Binary Search');
    expect(completeWriteUpFrontMatter(file, leetCode, IMPORT)).toEqual({
      ...leetCode,
      title: 'Binary Search',
      platform: 'LeetCode',
    });
  });

  it('reads a Codewars kyu from the folder name', () => {
    const file = writeUpFixture('Codewars', '6 kyu Who likes it');
    expect(completeWriteUpFrontMatter(file, codewars, IMPORT)).toMatchObject({
      title: '6 kyu Who likes it',
      platform: 'Codewars',
      difficulty: '6 kyu',
    });
  });

  it('leaves pages outside the platform folders alone', () => {
    expect(completeWriteUpFrontMatter('/site/docs/intro.mdx', {title: 'Intro'}, '')).toEqual({title: 'Intro'});
  });

  it('accepts a page without topics as having none', () => {
    const file = writeUpFixture('LeetCode', 'Binary Search');
    const {topics: _, ...withoutTopics} = leetCode;
    expect(completeWriteUpFrontMatter(file, withoutTopics, IMPORT).topics).toEqual([]);
  });

  it.each([
    {name: 'a missing url', data: {...leetCode, url: undefined}, message: /"url" is missing/},
    {name: 'a missing number', data: {...leetCode, number: undefined}, message: /"number" is missing.*number: 704/},
    {name: 'a number that is not a positive integer', data: {...leetCode, number: 0}, message: /"number" must be a positive integer, got 0/},
    {name: 'a fractional number', data: {...leetCode, number: 1.5}, message: /"number" must be a positive integer/},
    {name: 'a missing difficulty', data: {...leetCode, difficulty: undefined}, message: /"difficulty" is missing; add Easy, Medium, Hard/},
    {name: 'a wrong difficulty', data: {...leetCode, difficulty: 'Ease'}, message: /"difficulty" is "Ease"; allowed: Easy, Medium, Hard/},
    {name: 'a misspelt topic', data: {...leetCode, topics: ['Hash Tabel']}, message: /unknown topic "Hash Tabel"; did you mean "Hash Table"\?/},
    {name: 'topics that are not a list', data: {...leetCode, topics: 'Array'}, message: /"topics" must be a list/},
    {name: 'a url on the wrong platform', data: {...leetCode, url: codewars.url}, message: /must be a LeetCode problem address, e\.g\. https:\/\/leetcode\.com\/problems\/binary-search\//},
    {name: 'a title typed again', data: {...leetCode, title: 'Binary search'}, message: /remove the front matter field "title": the title is the folder name "Binary Search"/},
  ])('rejects a LeetCode page with $name, naming the file', ({data, message}) => {
    const file = writeUpFixture('LeetCode', 'Binary Search');
    const run = () => completeWriteUpFrontMatter(file, data, IMPORT, path.resolve(file, '../../../..'));
    expect(run).toThrow(message);
    expect(run).toThrow(/^Write-up docs\/LeetCode\/Binary Search\/README\.mdx: /);
  });

  it.each([
    {name: 'a folder without its kyu', folder: 'Who likes it', data: codewars, message: /starts with its level, e\.g\. "6 kyu Who likes it"/},
    {name: 'a kyu out of range', folder: '9 kyu Who likes it', data: codewars, message: /starts with its level/},
    {name: 'a difficulty typed again', folder: '6 kyu Who likes it', data: {...codewars, difficulty: '6 kyu'}, message: /kyu comes from the folder name/},
    {name: 'a LeetCode url', folder: '6 kyu Who likes it', data: {...codewars, url: leetCode.url}, message: /must be a Codewars kata address/},
  ])('rejects a Codewars page with $name', ({folder, data, message}) => {
    expect(() => completeWriteUpFrontMatter(writeUpFixture('Codewars', folder), data, IMPORT)).toThrow(message);
  });

  it.each([
    {missing: 'solution.ts', files: ['solution.test.ts']},
    {missing: 'solution.test.ts', files: ['solution.ts']},
  ])('rejects a folder without its $missing', ({missing, files}) => {
    const file = writeUpFixture('LeetCode', 'Binary Search', files);
    expect(() => completeWriteUpFrontMatter(file, leetCode, IMPORT)).toThrow(
      new RegExp(`the folder has no ${missing.replace('.', '\\.')}; .*npm run new`),
    );
  });

  it('rejects a page that does not import its own solution.ts', () => {
    const file = writeUpFixture('LeetCode', 'Binary Search');
    const otherImport = "import solution from '!!raw-loader!../Ransom Note/solution.ts';";
    expect(() => completeWriteUpFrontMatter(file, leetCode, otherImport)).toThrow(
      /does not import its own solution; add: import solution from '!!raw-loader!\.\/solution\.ts';/,
    );
  });

  it('rejects a page that is not a README.mdx in its own folder', () => {
    expect(() => completeWriteUpFrontMatter('/site/docs/LeetCode/Binary Search.mdx', leetCode, IMPORT)).toThrow(
      /pages under docs\/LeetCode\/ must be <folder>\/README\.mdx/,
    );
  });
});

describe('closestTopic', () => {
  it.each([
    {typo: 'Hash Tabel', expected: 'Hash Table'},
    {typo: 'array', expected: 'Array'},
    {typo: 'Sliding Windows', expected: 'Sliding Window'},
    {typo: 'Two Pointer', expected: 'Two Pointers'},
    {typo: 'Astrophysics', expected: undefined},
  ])('suggests $expected for "$typo"', ({typo, expected}) => {
    expect(closestTopic(typo)).toBe(expected);
  });
});
