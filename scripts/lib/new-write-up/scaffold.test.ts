import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import matter from 'gray-matter';
import remarkMath from 'remark-math';
import {afterAll, describe, expect, it} from 'vitest';
import {completeWriteUpFrontMatter} from '../../../src/write-up/front-matter';
import remarkWriteUpPage from '../../../src/write-up-page';
import {parseNewWriteUpArgs, UsageError} from './arguments';
import {scaffoldWriteUp} from './scaffold';

const leetCodeArgs = ['leetcode', 'Two Sum', '--number', '1', '--difficulty', 'Easy', '--fn', 'twoSum'];
const codewarsArgs = ['codewars', '6 kyu Who likes it', '--kata', '5266876b8f4bf2da9b000362', '--fn', 'likes'];

describe('scaffoldWriteUp', () => {
  const scratchRoot = mkdtempSync(path.join(tmpdir(), 'new-write-up-'));
  afterAll(() => rmSync(scratchRoot, {recursive: true, force: true}));
  const newSite = () => path.join(mkdtempSync(path.join(scratchRoot, 'site-')), 'docs');

  it('creates the four files, with a page that passes the write-up rules', () => {
    const docsDir = newSite();
    const dir = scaffoldWriteUp(parseNewWriteUpArgs(leetCodeArgs), docsDir);
    expect(dir).toBe(path.join(docsDir, 'LeetCode', 'Two Sum'));
    expect(readdirSync(dir).sort()).toEqual(['README.mdx', 'cases.ts', 'solution.test.ts', 'solution.ts']);
    const readme = path.join(dir, 'README.mdx');
    const {data, content} = matter(readFileSync(readme, 'utf8'));
    expect(completeWriteUpFrontMatter(readme, data)).toMatchObject({title: 'Two Sum', number: 1, difficulty: 'Easy'});
    expect(data).not.toHaveProperty('title');
    expect(content).toMatch(/<SolutionCode \/>\n\n<TestedCases>/);
    expect(readFileSync(path.join(dir, 'solution.ts'), 'utf8')).toMatch(/^\/\*\* .*O\(\?\).*\*\/\nexport function twoSum\(/);
    const test = readFileSync(path.join(dir, 'solution.test.ts'), 'utf8');
    expect(test).toContain("import {twoSum} from './solution';\nimport {cases} from './cases';");
    expect(test).toContain("it.each(cases)('$name', (testCase) => expectToPass(twoSum, testCase));");
    expect(readFileSync(path.join(dir, 'cases.ts'), 'utf8')).toMatch(
      /^import type \{TestedCase\} from '@site\/src\/test-kit\/types';[\s\S]*\] satisfies TestedCase<\{input: unknown\}, unknown>\[\];\n$/,
    );
  });

  it('creates a page asking for the hints, in the place and number the build accepts', async () => {
    const docsDir = newSite();
    const readme = path.join(scaffoldWriteUp(parseNewWriteUpArgs(codewarsArgs), docsDir), 'README.mdx');
    const {data, content} = matter(readFileSync(readme, 'utf8'));
    const frontMatter = completeWriteUpFrontMatter(readme, data, {siteDir: path.dirname(docsDir)});
    const file = {value: content, path: readme, cwd: path.dirname(docsDir), data: {frontMatter}};
    const code = String(await compile(file, {remarkPlugins: [remarkMath, remarkWriteUpPage]}));
    expect(code).toContain('Hint 2 of 2');
    expect(content).toMatch(/<Hint>Write a first hint: .*<\/Hint>\n {2}<Hint>Write a last hint: .*<\/Hint>/);
  });

  it('publishes a title with characters a folder cannot hold from a portable folder, with the exact title in the front matter', () => {
    const dir = scaffoldWriteUp(
      parseNewWriteUpArgs(['leetcode', 'Is Graph Bipartite?', '--number', '785', '--difficulty', 'Medium', '--fn', 'isBipartite']),
      newSite(),
    );
    expect(path.basename(dir)).toBe('Is Graph Bipartite');
    const readme = path.join(dir, 'README.mdx');
    const {data} = matter(readFileSync(readme, 'utf8'));
    expect(completeWriteUpFrontMatter(readme, data)).toMatchObject({
      title: 'Is Graph Bipartite?',
      url: 'https://leetcode.com/problems/is-graph-bipartite/',
    });
  });

  it('creates a solution that fails its first case until it is written, whatever the title holds', async () => {
    const title = '6 kyu Who `likes` ${it} \\ "really"?';
    const dir = scaffoldWriteUp(parseNewWriteUpArgs(['codewars', title, ...codewarsArgs.slice(2)]), newSite());
    expect(path.basename(dir)).toBe('6 kyu Who `likes` ${it} really');
    const {likes} = (await import(path.join(dir, 'solution.ts'))) as {likes: (input: unknown) => unknown};
    const {cases} = (await import(path.join(dir, 'cases.ts'))) as {cases: {input: {input: unknown}; expected: unknown}[]};
    expect(cases).toHaveLength(1);
    expect(() => likes(cases[0]!.input.input)).toThrow(`Not solved yet: write the solution to "${title}" here`);
  });

  it('refuses to overwrite an existing write-up', () => {
    const docsDir = newSite();
    scaffoldWriteUp(parseNewWriteUpArgs(leetCodeArgs), docsDir);
    expect(() => scaffoldWriteUp(parseNewWriteUpArgs(leetCodeArgs), docsDir)).toThrow(/already exists/);
    expect(existsSync(path.join(docsDir, 'LeetCode', 'Two Sum', 'README.mdx'))).toBe(true);
  });

  it.each([
    {
      name: 'the same LeetCode number',
      args: ['leetcode', 'Two Sum Again', '--number', '1', '--difficulty', 'Easy', '--fn', 'twoSum'],
      message:
        'Duplicate write-ups docs/LeetCode/Two Sum/ and docs/LeetCode/Two Sum Again/: both are LeetCode problem 1; keep one of them.',
    },
    {
      name: 'a title equal up to case',
      args: ['leetcode', 'two sum', '--number', '2', '--difficulty', 'Easy', '--fn', 'twoSum'],
      message:
        'Duplicate write-ups docs/LeetCode/Two Sum/ and docs/LeetCode/two sum/: the titles "Two Sum" and "two sum" differ only in case; keep one of them.',
    },
    {
      name: 'the same kata',
      args: ['codewars', '5 kyu Likes', ...codewarsArgs.slice(2)],
      message:
        'Duplicate write-ups docs/Codewars/6 kyu Who likes it/ and docs/Codewars/5 kyu Likes/: both are Codewars kata 5266876b8f4bf2da9b000362; keep one of them.',
    },
  ])('refuses $name with the message the build gives, creating nothing', ({args, message}) => {
    const docsDir = newSite();
    scaffoldWriteUp(parseNewWriteUpArgs(leetCodeArgs), docsDir);
    scaffoldWriteUp(parseNewWriteUpArgs(codewarsArgs), docsDir);
    const writeUp = parseNewWriteUpArgs(args);
    expect(() => scaffoldWriteUp(writeUp, docsDir)).toThrow(new UsageError(message));
    expect(existsSync(path.join(docsDir, writeUp.platform, writeUp.folder))).toBe(false);
  });
});
