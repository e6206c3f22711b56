import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {load} from 'cheerio';
import {afterEach, describe, expect, it} from 'vitest';
import {parseNewWriteUpArgs} from '../../scripts/lib/new-write-up/arguments';
import {scaffoldWriteUp} from '../../scripts/lib/new-write-up/scaffold';
import {startServer} from '../../scripts/lib/pages-server';
import {buildFixtureSite, createFixtureSite, removeFixtureSites} from './fixture-site';

// Each case builds a small scratch copy of the real site (about 10–20 s each),
// so there are few of them; the front matter rules are unit-tested in
// src/write-up/ and src/markdown/.
/** Real LeetCode titles that a folder name, a URL or the docs plugin's number prefixes used to mangle. */
const REAL_TITLES = [
  {title: 'Is Graph Bipartite?', number: 785, folder: 'Is Graph Bipartite', slug: 'is-graph-bipartite'},
  {title: 'Pow(x, n)', number: 50, folder: 'Powx, n', slug: 'powx-n'},
  {title: 'Two Sum II - Input Array Is Sorted', number: 167, folder: 'Two Sum II - Input Array Is Sorted', slug: 'two-sum-ii-input-array-is-sorted'},
  {title: '1-bit and 2-bit Characters', number: 717, folder: '1-bit and 2-bit Characters', slug: '1-bit-and-2-bit-characters'},
];

describe('a production build of the real configuration', () => {
  afterEach(removeFixtureSites);

  it('publishes real titles exactly, from scaffolded write-ups, and only warns about a broken anchor and a duplicate route', async () => {
    const dir = createFixtureSite({
      'docs/page.mdx': '# Page\n\nSee [a heading that does not exist](/intro#no-such-heading).\n',
      'src/pages/intro.md': '# A page at the same route as the intro doc\n',
    });
    const folders = new Map<string, string>();
    for (const {title, number} of REAL_TITLES) {
      const args = ['leetcode', title, '--number', String(number), '--difficulty', 'Medium', '--fn', 'solve'];
      folders.set(title, scaffoldWriteUp(parseNewWriteUpArgs(args), path.join(dir, 'docs')));
    }
    // One page saved with CRLF line endings (an editor on Windows without .gitattributes), its Problem section filled in.
    const crlfPage = path.join(folders.get('Pow(x, n)')!, 'README.mdx');
    const filled = readFileSync(crlfPage, 'utf8').replace(/## Problem\n\n[^\n]+/, '## Problem\n\nRaise $x$ to the power $n$ without a library call.');
    writeFileSync(crlfPage, filled.replace(/\n/g, '\r\n'));

    const {status, output} = await buildFixtureSite(dir);

    expect(output).toMatch(/\[WARNING\] Docusaurus found broken anchors!/);
    expect(output).toMatch(/Broken anchor on source page path = \/solve-problems\/page\/:\s+-> linking to \/solve-problems\/intro\/#no-such-heading/);
    expect(output).toMatch(/\[WARNING\] Duplicate routes found!\s+- Attempting to create page at \/solve-problems\/intro\/, but a page already exists/);
    expect(status, output).toBe(0);
    const home = load(readFileSync(path.join(dir, 'build/index.html'), 'utf8'));
    const server = await startServer({dir: path.join(dir, 'build'), port: 0});
    try {
      for (const {title, number, folder, slug} of REAL_TITLES) {
        const route = `/solve-problems/LeetCode/${folder}/`;
        // Served percent-encoded, as a browser asks for it.
        const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${encodeURI(route)}`);
        expect(response.status, route).toBe(200);
        const html = load(await response.text());
        expect({
          h1: html('article h1').text(),
          tab: html('title').text(),
          sidebar: html('nav.menu a[aria-current="page"]').text(),
          problem: html('a:contains("Open the problem")').attr('href'),
          index: home('main a').filter((_, link) => home(link).attr('href') === route).first().text(),
        }).toEqual({
          h1: title,
          tab: `${title} | 解題筆記`,
          sidebar: title,
          problem: `https://leetcode.com/problems/${slug}/`,
          index: `${number}. ${title}`,
        });
      }
    } finally {
      server.close();
    }
    const crlfHtml = load(readFileSync(path.join(dir, 'build/LeetCode/Powx, n/index.html'), 'utf8'));
    expect(crlfHtml('meta[name="description"]').attr('content')).toBe('Raise x to the power n without a library call.');
  });

  it('fails on folders that would publish nothing, naming each and the fix', async () => {
    const {status, output} = await buildFixtureSite(
      createFixtureSite({
        'docs/LeetCode/_Draft/README.mdx': '# Draft\n',
        'docs/LeetCode/.Hidden/README.mdx': '# Hidden\n',
        'docs/Codewars/6 kyu No page yet/solution.ts': 'export {};\n',
      }),
    );
    expect(status).not.toBe(0);
    expect(output).toContain(
      'Write-up docs/LeetCode/_Draft/: the folder name "_Draft" starts with "_", which Docusaurus leaves out of the site; drop the "_" (drafts belong outside docs/).',
    );
    expect(output).toContain('Write-up docs/LeetCode/.Hidden/: the folder name ".Hidden" starts with "."');
    expect(output).toContain('Write-up docs/Codewars/6 kyu No page yet/: the folder has no README.mdx, so it publishes no page;');
  });

  it('fails on duplicate write-ups, naming both folders', async () => {
    const leetCode = (number: number, slug: string) => `---\nnumber: ${number}\ndifficulty: Easy\nurl: https://leetcode.com/problems/${slug}/\n---\n`;
    const codewars = '---\nurl: https://www.codewars.com/kata/5266876b8f4bf2da9b000362\n---\n';
    const writeUps: Record<string, string> = {
      'docs/LeetCode/Two Sum': leetCode(1, 'two-sum'),
      'docs/LeetCode/Two Sum Again': leetCode(1, 'two-sum'),
      'docs/LeetCode/Ransom Note': leetCode(383, 'ransom-note'),
      'docs/LeetCode/ransom note': leetCode(384, 'ransom-note'),
      'docs/Codewars/6 kyu Who likes it': codewars,
      'docs/Codewars/5 kyu Likes': codewars,
    };
    const files = Object.fromEntries(
      Object.entries(writeUps).flatMap(([folder, readme]): [string, string][] => [
        [`${folder}/README.mdx`, readme],
        ...['solution.ts', 'solution.test.ts', 'cases.ts'].map((file): [string, string] => [`${folder}/${file}`, 'export {};\n']),
      ]),
    );
    const {status, output} = await buildFixtureSite(createFixtureSite(files));
    expect(status).not.toBe(0);
    for (const message of [
      'Duplicate write-ups docs/Codewars/5 kyu Likes/ and docs/Codewars/6 kyu Who likes it/: both are Codewars kata 5266876b8f4bf2da9b000362; keep one of them.',
      'Duplicate write-ups docs/LeetCode/Ransom Note/ and docs/LeetCode/ransom note/: the titles "Ransom Note" and "ransom note" differ only in case; keep one of them.',
      'Duplicate write-ups docs/LeetCode/Two Sum/ and docs/LeetCode/Two Sum Again/: both are LeetCode problem 1; keep one of them.',
    ]) {
      expect(output).toContain(message);
    }
  });

  it.each([
    {
      name: 'without its cases.ts',
      skip: 'cases.ts',
      page: (readme: string) => readme,
      message:
        'Write-up docs/LeetCode/Two Sum/README.mdx: the folder has no cases.ts; every write-up folder holds README.mdx, solution.ts, cases.ts, solution.test.ts (npm run new scaffolds them).',
    },
    {
      name: 'whose Tested cases are commented out',
      skip: undefined,
      page: (readme: string) => readme.replace(/<TestedCases>[\s\S]*?<\/TestedCases>/, (element) => `{/* ${element} */}`),
      message: 'Write-up docs/LeetCode/Two Sum/README.mdx: the page does not show its tested cases; add <TestedCases /> where it belongs.',
    },
    {
      name: 'without its hints',
      skip: undefined,
      page: (readme: string) => readme.replace(/<Hints>[\s\S]*?<\/Hints>/, ''),
      message: 'Write-up docs/LeetCode/Two Sum/README.mdx: the page has no hints; at the end of the Problem section, write 2 or 3,',
    },
  ])('fails on a write-up $name, naming the file and the fix', async ({skip, page, message}) => {
    const dir = createFixtureSite({});
    const writeUp = scaffoldWriteUp(parseNewWriteUpArgs(['leetcode', 'Two Sum', '--number', '1', '--difficulty', 'Easy', '--fn', 'twoSum']), path.join(dir, 'docs'));
    if (skip) rmSync(path.join(writeUp, skip));
    const readme = path.join(writeUp, 'README.mdx');
    writeFileSync(readme, page(readFileSync(readme, 'utf8')));
    const {status, output} = await buildFixtureSite(dir);
    expect(status).not.toBe(0);
    expect(output).toContain(message);
  });

  it('fails on a broken link, after warning that a broken markdown link could not be resolved', async () => {
    const {status, output} = await buildFixtureSite(
      createFixtureSite({'docs/page.mdx': '# Page\n\nSee [nowhere](/nowhere) and [a missing doc](./missing.md).\n'}),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/\[WARNING\] Docs markdown link couldn't be resolved: \(\.\/missing\.md\) in source file "[^"]*docs\/page\.mdx"/);
    expect(output).toMatch(/Docusaurus found broken links!/);
    expect(output).toMatch(/Broken link on source page path = \/solve-problems\/page\/:\s+-> linking to \/solve-problems\/nowhere\//);
  });

  it('fails on an MDX syntax error, naming the file', async () => {
    const {status, output} = await buildFixtureSite(createFixtureSite({'docs/page.mdx': '# Page\n\n<div>\n\nNever closed.\n'}));
    expect(status).not.toBe(0);
    expect(output).toMatch(/MDX compilation failed for file "[^"]*docs\/page\.mdx"/);
  });

  it('fails on a page component without a default export, naming the page', async () => {
    const {status, output} = await buildFixtureSite(
      createFixtureSite({'src/pages/no-default.tsx': 'export function NoDefault() {\n  return null;\n}\n'}),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/The page component at \/solve-problems\/no-default\/ doesn't have a default export/);
  });

  it('fails on invalid write-up front matter, naming the file, the field and what is allowed', async () => {
    const {status, output} = await buildFixtureSite(
      createFixtureSite({
        'docs/LeetCode/Two Sum/README.mdx':
          "---\nnumber: 1\ndifficulty: Ease\nurl: https://leetcode.com/problems/two-sum/\n---\n\nimport solution from '!!code-file!./solution.ts';\n",
        'docs/LeetCode/Two Sum/solution.ts': 'export {};\n',
        'docs/LeetCode/Two Sum/solution.test.ts': '',
        'docs/LeetCode/Two Sum/cases.ts': '',
      }),
    );
    expect(status).not.toBe(0);
    expect(output).toContain(
      'Write-up docs/LeetCode/Two Sum/README.mdx: front matter field "difficulty" is "Ease"; allowed: Easy, Medium, Hard.',
    );
  });
});
