import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {completeWriteUpFrontMatter} from '../src/plugins/write-up-front-matter';
import {parseNewWriteUpArgs, scaffoldWriteUp, UsageError} from './new-write-up';

const leetCodeArgs = ['leetcode', 'Two Sum', '--number', '1', '--difficulty', 'Easy', '--fn', 'twoSum'];
const codewarsArgs = ['codewars', '6 kyu Who likes it', '--kata', '5266876b8f4bf2da9b000362', '--fn', 'likes'];

describe('parseNewWriteUpArgs', () => {
  it('reads a LeetCode write-up and derives its problem address from the title', () => {
    expect(parseNewWriteUpArgs([...leetCodeArgs, '--topics', 'Array, Hash Table'])).toEqual({
      platform: 'LeetCode',
      title: 'Two Sum',
      fn: 'twoSum',
      number: 1,
      difficulty: 'Easy',
      url: 'https://leetcode.com/problems/two-sum/',
      topics: ['Array', 'Hash Table'],
    });
  });

  it('reads a Codewars write-up and builds the kata address', () => {
    expect(parseNewWriteUpArgs(codewarsArgs)).toEqual({
      platform: 'Codewars',
      title: '6 kyu Who likes it',
      fn: 'likes',
      url: 'https://www.codewars.com/kata/5266876b8f4bf2da9b000362',
      topics: [],
    });
  });

  it.each([
    {name: 'an unknown platform', args: ['hackerrank', 'Two Sum', '--fn', 'twoSum'], message: /unknown platform "hackerrank": use leetcode or codewars/},
    {name: 'a missing title', args: ['leetcode'], message: /expected a platform and one quoted title/},
    {name: 'a wrong difficulty', args: [...leetCodeArgs.slice(0, 4), '--difficulty', 'Ease', '--fn', 'twoSum'], message: /--difficulty must be one of Easy, Medium, Hard, got "Ease"/},
    {name: 'a missing difficulty', args: ['leetcode', 'Two Sum', '--number', '1', '--fn', 'twoSum'], message: /missing --difficulty/},
    {name: 'a number that is not a positive integer', args: ['leetcode', 'Two Sum', '--number', '0', '--difficulty', 'Easy', '--fn', 'twoSum'], message: /--number must be a positive integer, got "0"/},
    {name: 'a Codewars title without its kyu', args: ['codewars', 'Who likes it', '--kata', '5266876b8f4bf2da9b000362', '--fn', 'likes'], message: /starts with its kyu, 1 to 8/},
    {name: 'a kyu out of range', args: ['codewars', '9 kyu Who likes it', '--kata', '5266876b8f4bf2da9b000362', '--fn', 'likes'], message: /starts with its kyu/},
    {name: 'a kata id of the wrong form', args: ['codewars', '6 kyu Who likes it', '--kata', 'who-likes-it', '--fn', 'likes'], message: /--kata must be the 24-character id/},
    {name: 'a function name with a space', args: [...leetCodeArgs.slice(0, 7), 'two sum'], message: /--fn "two sum" is not a valid function name/},
    {name: 'a reserved word as function name', args: [...leetCodeArgs.slice(0, 7), 'delete'], message: /--fn "delete" is not a valid function name/},
    {name: 'a title with a slash', args: ['leetcode', 'A/B', '--number', '1', '--difficulty', 'Easy', '--fn', 'ab'], message: /no slashes/},
    {name: 'a misspelt topic', args: [...leetCodeArgs, '--topics', 'Hash Tabel'], message: /unknown topic "Hash Tabel"; did you mean "Hash Table"\?/},
  ])('rejects $name with a one-line reason', ({args, message}) => {
    expect(() => parseNewWriteUpArgs(args)).toThrow(UsageError);
    expect(() => parseNewWriteUpArgs(args)).toThrow(message);
  });
});

describe('scaffoldWriteUp', () => {
  it('creates the three files, with a page that passes the write-up rules', () => {
    const docsDir = path.join(mkdtempSync(path.join(tmpdir(), 'site-')), 'docs');
    const dir = scaffoldWriteUp(parseNewWriteUpArgs(leetCodeArgs), docsDir);
    expect(dir).toBe(path.join(docsDir, 'LeetCode', 'Two Sum'));
    const readme = path.join(dir, 'README.mdx');
    const {data, content} = matter(readFileSync(readme, 'utf8'));
    expect(completeWriteUpFrontMatter(readme, data, content)).toMatchObject({title: 'Two Sum', number: 1, difficulty: 'Easy'});
    expect(content).toContain('<SolutionCode source={solution} />');
    expect(readFileSync(path.join(dir, 'solution.ts'), 'utf8')).toMatch(/^\/\*\* .*O\(\?\).*\*\/\nexport function twoSum\(/);
    expect(readFileSync(path.join(dir, 'solution.test.ts'), 'utf8')).toContain("import {twoSum} from './solution';");
  });

  it('creates a solution that fails its first test until it is written', async () => {
    const dir = scaffoldWriteUp(parseNewWriteUpArgs(codewarsArgs), mkdtempSync(path.join(tmpdir(), 'docs-')));
    const {likes} = (await import(path.join(dir, 'solution.ts'))) as {likes: (input: unknown) => unknown};
    expect(() => likes(['Ann'])).toThrow(/Not solved yet: write the solution to "6 kyu Who likes it"/);
  });

  it('refuses to overwrite an existing write-up', () => {
    const docsDir = mkdtempSync(path.join(tmpdir(), 'docs-'));
    scaffoldWriteUp(parseNewWriteUpArgs(leetCodeArgs), docsDir);
    expect(() => scaffoldWriteUp(parseNewWriteUpArgs(leetCodeArgs), docsDir)).toThrow(/already exists/);
    expect(existsSync(path.join(docsDir, 'LeetCode', 'Two Sum', 'README.mdx'))).toBe(true);
  });
});
