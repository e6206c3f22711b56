import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {completeWriteUpFrontMatter, DESCRIPTION_LENGTH, describeProblem} from '.';
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

describe('the description of a write-up', () => {
  const page = (problem: string) => `${IMPORT}\n\n<WriteUpHeader />\n\n## Problem\n\n${problem}\n\n## Approach\n\nLoop.\n`;

  it.each([
    {name: 'plain text', problem: 'Add two integers.', expected: 'Add two integers.'},
    {
      name: 'inline math as text',
      problem: 'Count pairs $i < j$ with $j - i \\neq nums[j] - nums[i]$, up to $31\\,536\\,000$ in $O(n \\log n)$.',
      expected: 'Count pairs i < j with j - i ≠ nums[j] - nums[i], up to 31 536 000 in O(n log n).',
    },
    {
      name: 'code, emphasis and links as their text',
      problem: 'Given `nums`, call a pair **bad** when _one_ of [the rules](https://example.com) fails.',
      expected: 'Given nums, call a pair bad when one of the rules fails.',
    },
    {name: 'the first paragraph only, lines joined', problem: 'First line\nsecond line.\n\nNext paragraph.', expected: 'First line second line.'},
  ])('is the start of the Problem section: $name', ({problem, expected}) => {
    expect(describeProblem(page(problem))).toBe(expected);
  });

  it(`is cut at a word, with an ellipsis, to at most ${DESCRIPTION_LENGTH} characters`, () => {
    const text = `${'Every word counts here, '.repeat(10)}the end.`;
    const description = describeProblem(page(text))!;
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(description.length).toBeGreaterThan(DESCRIPTION_LENGTH - 15);
    expect(description).toMatch(/[a-z]…$/);
    expect(text.startsWith(`${description.slice(0, -1)} `)).toBe(true);
  });

  it('is absent from a page without a Problem section', () => {
    expect(describeProblem('## Approach\n\nLoop.\n')).toBeUndefined();
  });

  it('completes the front matter, unless the page gives its own', () => {
    const file = writeUpFixture('LeetCode', 'Binary Search');
    expect(completeWriteUpFrontMatter(file, leetCode, page('Find the target.'))).toMatchObject({description: 'Find the target.'});
    expect(completeWriteUpFrontMatter(file, {...leetCode, description: 'Ours.'}, page('Find the target.'))).toMatchObject({description: 'Ours.'});
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
