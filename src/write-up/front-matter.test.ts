import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {WriteUpError} from './error';
import {completeWriteUpFrontMatter, isWriteUpPage, writeUpFields} from './front-matter';

const IMPORT = "import solution from '!!code-file!./solution.ts';";

/** Every scratch site of this file, removed after its tests. */
const scratchRoot = mkdtempSync(path.join(tmpdir(), 'write-up-checks-'));
afterAll(() => rmSync(scratchRoot, {recursive: true, force: true}));

/** Makes docs/<platform>/<folder>/ in a scratch site with the given files; returns README.mdx's path. */
function writeUpFixture(platform: string, folder: string, files = ['solution.ts', 'cases.ts', 'solution.test.ts']): string {
  const siteDir = mkdtempSync(path.join(scratchRoot, 'write-up-'));
  const dir = path.join(siteDir, 'docs', platform, folder);
  mkdirSync(dir, {recursive: true});
  for (const file of ['README.mdx', ...files]) writeFileSync(path.join(dir, file), '');
  return path.join(dir, 'README.mdx');
}

/** What `run` throws: a WriteUpError. */
function thrownBy(run: () => unknown): WriteUpError {
  try {
    run();
  } catch (error) {
    if (error instanceof WriteUpError) return error;
    throw error;
  }
  throw new Error('expected a WriteUpError, and nothing was thrown');
}

const leetCode = {number: 704, difficulty: 'Easy', url: 'https://leetcode.com/problems/binary-search/', topics: ['Array']};
const codewars = {url: 'https://www.codewars.com/kata/5266876b8f4bf2da9b000362', topics: ['String']};

describe('completeWriteUpFrontMatter', () => {
  it('completes a LeetCode page with its folder name as title and its platform', () => {
    const file = writeUpFixture('LeetCode', 'Binary Search');
    expect(completeWriteUpFrontMatter(file, leetCode)).toEqual({
      ...leetCode,
      title: 'Binary Search',
      platform: 'LeetCode',
      description: '',
    });
  });

  it('publishes a Codewars title with a question mark from a folder without it', () => {
    const file = writeUpFixture('Codewars', '6 kyu Who likes it');
    expect(completeWriteUpFrontMatter(file, {...codewars, title: '6 kyu Who likes it?'})).toMatchObject({
      title: '6 kyu Who likes it?',
      difficulty: '6 kyu',
    });
  });

  it('reads a Codewars kyu from the folder name', () => {
    const file = writeUpFixture('Codewars', '6 kyu Who likes it');
    expect(completeWriteUpFrontMatter(file, codewars)).toMatchObject({
      title: '6 kyu Who likes it',
      platform: 'Codewars',
      difficulty: '6 kyu',
    });
  });

  it.each([
    {page: 'docs/LeetCode/Binary Search/README.mdx', expected: true},
    {page: 'docs/LeetCode/Binary Search.mdx', expected: true},
    {page: 'docs/intro.mdx', expected: false},
  ])('counts $page as a write-up page: $expected (the hook checks those, and refuses strays)', ({page, expected}) => {
    expect(isWriteUpPage(path.join('/site', page))).toBe(expected);
  });

  it('refuses a page outside the platform folders, which has no write-up front matter', () => {
    expect(() => completeWriteUpFrontMatter('/site/docs/intro.mdx', {title: 'Intro'}, {siteDir: '/site'})).toThrow(
      'docs/intro.mdx is not a write-up page (docs/<platform>/<folder>/README.mdx).',
    );
  });

  it('keeps the reason a page gives for having no hints', () => {
    const file = writeUpFixture('Codewars', '6 kyu Who likes it');
    expect(completeWriteUpFrontMatter(file, {...codewars, hints_not_needed: 'the answer is one addition'})).toMatchObject({
      hints_not_needed: 'the answer is one addition',
    });
  });

  it('accepts a page without topics as having none', () => {
    const file = writeUpFixture('LeetCode', 'Binary Search');
    const {topics: _, ...withoutTopics} = leetCode;
    expect(completeWriteUpFrontMatter(file, withoutTopics).topics).toEqual([]);
  });

  it.each([
    {name: 'a missing url', data: {...leetCode, url: undefined}, message: /"url" is missing/},
    {name: 'a missing number', data: {...leetCode, number: undefined}, message: /"number" is missing.*number: 704/},
    {
      name: 'a number that is not a positive integer',
      data: {...leetCode, number: 0},
      message: /"number" must be a positive integer, got 0/,
    },
    {name: 'a fractional number', data: {...leetCode, number: 1.5}, message: /"number" must be a positive integer/},
    {name: 'a negative fractional number', data: {...leetCode, number: -1.5}, message: /"number" must be a positive integer, got -1\.5\.$/},
    {name: 'a number in quotes', data: {...leetCode, number: '704'}, message: /"number" must be a positive integer, got "704"/},
    {name: 'an empty url', data: {...leetCode, url: ''}, message: /"url" is missing; add the problem's address\.$/},
    {name: 'a url that is not text', data: {...leetCode, url: 42}, message: /"url" must be the problem's address as text, got 42/},
    {
      name: 'a description that is not text',
      data: {...leetCode, description: 3},
      message: /"description" must be text; or leave it out, and the start of the "## Problem" section is used/,
    },
    {name: 'a missing difficulty', data: {...leetCode, difficulty: undefined}, message: /"difficulty" is missing; add Easy, Medium, Hard/},
    {name: 'a wrong difficulty', data: {...leetCode, difficulty: 'Ease'}, message: /"difficulty" is "Ease"; allowed: Easy, Medium, Hard/},
    {
      name: 'a misspelt topic',
      data: {...leetCode, topics: ['Hash Tabel']},
      message: /unknown topic "Hash Tabel"; did you mean "Hash Table"\?/,
    },
    {name: 'topics that are not a list', data: {...leetCode, topics: 'Array'}, message: /"topics" must be a list/},
    {
      name: 'a url on the wrong platform',
      data: {...leetCode, url: codewars.url},
      message:
        /must be a LeetCode problem address, .*e\.g\. https:\/\/leetcode\.com\/problems\/binary-search\/; got "https:\/\/www\.codewars/,
    },
    {
      name: 'a url with the right start only',
      data: {...leetCode, url: 'https://leetcode.com/problems/binary-search?/'},
      message: /"url" must be a LeetCode problem address, https:\/\/leetcode\.com\/problems\/<slug>\/ with a lower-case ASCII slug/,
    },
    {
      name: 'a url with an upper-case slug',
      data: {...leetCode, url: 'https://leetcode.com/problems/Binary-Search/'},
      message: /"url" must be a LeetCode problem address/,
    },
    {
      name: 'a title typed again',
      data: {...leetCode, title: 'Binary Search'},
      message: /remove the front matter field "title": the title is the folder name "Binary Search"/,
    },
    {
      name: 'a title that is not the folder name',
      data: {...leetCode, title: 'Binary search?'},
      message:
        /"title" may only add the characters a folder name cannot hold \(\? # % : \* " < > \| \\ \/ \( \)\) to the folder name "Binary Search", got "Binary search\?"; fix the title, or rename the folder/,
    },
    {
      name: 'hints_not_needed without a reason',
      data: {...leetCode, hints_not_needed: true},
      message:
        /"hints_not_needed" must say in words why the page needs no hints, e\.g\. hints_not_needed: "the answer is one addition"; or remove it and write the hints\./,
    },
    {name: 'an empty hints_not_needed', data: {...leetCode, hints_not_needed: ' '}, message: /"hints_not_needed" must say in words why/},
  ])('rejects a LeetCode page with $name, naming the file', ({data, message}) => {
    const file = writeUpFixture('LeetCode', 'Binary Search');
    const run = () => completeWriteUpFrontMatter(file, data, {siteDir: path.resolve(file, '../../../..')});
    expect(run).toThrow(message);
    expect(run).toThrow(/^Write-up docs\/LeetCode\/Binary Search\/README\.mdx: [^\n]+$/);
  });

  it('reports every wrong field at once, one line each naming the file', () => {
    const file = writeUpFixture('LeetCode', 'Binary Search');
    const data = {url: 'https://leetcode.com/problems/binary-search', difficulty: 'Ease', topics: ['Hash Tabel']};
    const lines = thrownBy(() => completeWriteUpFrontMatter(file, data, {siteDir: path.resolve(file, '../../../..')}))
      .message.split('\n')
      .map((line) => /^Write-up docs\/LeetCode\/Binary Search\/README\.mdx: front matter field "(\w+)" /.exec(line)?.[1]);
    expect(lines.sort()).toEqual(['difficulty', 'number', 'topics', 'url']);
  });

  it.each([
    {typed: '0x10', data: {...leetCode, number: 16}},
    {typed: '1e3', data: {...leetCode, number: 1000}},
    {typed: '017', data: {...leetCode, number: 15}},
  ])('rejects a LeetCode number typed as $typed, which YAML reads as a number', ({typed, data}) => {
    const file = writeUpFixture('LeetCode', 'Binary Search');
    const fileContent = `---\r\nnumber: ${typed}\r\ndifficulty: Easy\r\n---\r\n\r\n${IMPORT}\r\n`;
    expect(() => completeWriteUpFrontMatter(file, data, {fileContent})).toThrow(
      `front matter field "number" is written "${typed}"; write LeetCode's number in plain digits, e.g. number: ${data.number}.`,
    );
    const plain = fileContent.replace(typed, String(data.number));
    expect(completeWriteUpFrontMatter(file, data, {fileContent: plain})).toMatchObject({number: data.number});
  });

  it.each([
    {folder: 'Is Graph Bipartite', title: 'Is Graph Bipartite?', url: 'https://leetcode.com/problems/is-graph-bipartite/'},
    {folder: 'Powx, n', title: 'Pow(x, n)', url: 'https://leetcode.com/problems/powx-n/'},
    {folder: '1-bit and 2-bit Characters', title: undefined, url: 'https://leetcode.com/problems/1-bit-and-2-bit-characters/'},
    {
      folder: 'Sum of Digits Digital Root',
      title: 'Sum of Digits / Digital Root',
      url: 'https://leetcode.com/problems/sum-of-digits-digital-root/',
    },
  ])('publishes "$folder" under its exact title', ({folder, title, url}) => {
    const file = writeUpFixture('LeetCode', folder);
    expect(completeWriteUpFrontMatter(file, {...leetCode, title, url})).toMatchObject({title: title ?? folder, url});
  });

  it.each([
    {
      name: 'characters a folder cannot hold',
      folder: 'Is Graph Bipartite?',
      message: /rename the folder to "Is Graph Bipartite" and give the exact title in the front matter: title: "Is Graph Bipartite\?"/,
    },
    {name: 'a trailing dot', folder: 'Binary Search.', message: /the folder name "Binary Search\." ends with a dot/},
    {name: 'a leading underscore', folder: '_Binary Search', message: /the folder name "_Binary Search" starts with "_"/},
  ])('rejects a folder name with $name, on one line', ({folder, message}) => {
    const file = writeUpFixture('LeetCode', folder);
    expect(() => completeWriteUpFrontMatter(file, leetCode)).toThrow(message);
  });

  it.each([
    {
      name: 'a folder without its kyu',
      folder: 'Who likes it',
      data: codewars,
      message: /starts with its level, e\.g\. "6 kyu Who likes it"/,
    },
    {name: 'a kyu out of range', folder: '9 kyu Who likes it', data: codewars, message: /starts with its level/},
    {
      name: 'a difficulty typed again',
      folder: '6 kyu Who likes it',
      data: {...codewars, difficulty: '6 kyu'},
      message: /kyu comes from the folder name/,
    },
    {
      name: 'a LeetCode url',
      folder: '6 kyu Who likes it',
      data: {...codewars, url: leetCode.url},
      message: /must be a Codewars kata address/,
    },
    {
      name: 'a kata id one digit short',
      folder: '6 kyu Who likes it',
      data: {...codewars, url: codewars.url.slice(0, -1)},
      message: /must be a Codewars kata address, https:\/\/www\.codewars\.com\/kata\/<24 hex digits>/,
    },
    {
      name: 'a training address',
      folder: '6 kyu Who likes it',
      data: {...codewars, url: `${codewars.url}/train/typescript`},
      message: /must be a Codewars kata address/,
    },
  ])('rejects a Codewars page with $name', ({folder, data, message}) => {
    expect(() => completeWriteUpFrontMatter(writeUpFixture('Codewars', folder), data)).toThrow(message);
  });

  it('asks once to remove both a Codewars difficulty and number', () => {
    const file = writeUpFixture('Codewars', '6 kyu Who likes it');
    const siteDir = path.resolve(file, '../../../..');
    expect(() => completeWriteUpFrontMatter(file, {...codewars, difficulty: '6 kyu', number: 6}, {siteDir})).toThrow(
      /^Write-up docs\/Codewars\/6 kyu Who likes it\/README\.mdx: remove "difficulty" and "number" from the front matter: a Codewars kyu comes from the folder name\.$/,
    );
  });

  it.each([
    {missing: 'solution.ts', files: ['cases.ts', 'solution.test.ts']},
    {missing: 'cases.ts', files: ['solution.ts', 'solution.test.ts']},
    {missing: 'solution.test.ts', files: ['solution.ts', 'cases.ts']},
  ])('rejects a folder without its $missing', ({missing, files}) => {
    const file = writeUpFixture('LeetCode', 'Binary Search', files);
    expect(() => completeWriteUpFrontMatter(file, leetCode)).toThrow(
      new RegExp(`the folder has no ${missing.replace('.', '\\.')}; .*npm run new`),
    );
  });

  it('rejects a page that is not a README.mdx in its own folder', () => {
    expect(() => completeWriteUpFrontMatter('/site/docs/LeetCode/Binary Search.mdx', leetCode)).toThrow(
      /pages under docs\/LeetCode\/ must be <folder>\/README\.mdx/,
    );
  });
});

describe('the description in the completed front matter', () => {
  it('is the one the page gives, or empty: Docusaurus would take the heading "Problem", and the page describes itself', () => {
    const file = writeUpFixture('LeetCode', 'Binary Search');
    expect(completeWriteUpFrontMatter(file, leetCode)).toMatchObject({description: ''});
    expect(completeWriteUpFrontMatter(file, {...leetCode, description: 'Ours.'})).toMatchObject({description: 'Ours.'});
  });
});

describe('writeUpFields, the front matter as the plugins read it', () => {
  it("gives a write-up's completed fields, typed", () => {
    const file = writeUpFixture('LeetCode', 'Binary Search');
    const completed = completeWriteUpFrontMatter(file, {...leetCode, sidebar_position: 2});
    expect(writeUpFields.parse(completed)).toEqual({...leetCode, title: 'Binary Search', platform: 'LeetCode', description: ''});
  });

  it("gives none of another doc's fields but its title", () => {
    expect(writeUpFields.parse({title: 'Introduction', sidebar_position: 1})).toEqual({title: 'Introduction'});
  });

  it.each([
    {name: 'an unknown platform', frontMatter: {platform: 'HackerRank'}},
    {name: 'a number that is text', frontMatter: {number: '704'}},
  ])('throws on $name', ({frontMatter}) => {
    expect(() => writeUpFields.parse(frontMatter)).toThrow();
  });
});
