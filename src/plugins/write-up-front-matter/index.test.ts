import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import writeUpChecksPlugin, {completeWriteUpFrontMatter, DESCRIPTION_LENGTH, describeProblem, findFolderProblems} from '.';
import {closestTopic} from './topics';

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

  it('publishes a Codewars title with a question mark from a folder without it', () => {
    const file = writeUpFixture('Codewars', '6 kyu Who likes it');
    expect(completeWriteUpFrontMatter(file, {...codewars, title: '6 kyu Who likes it?'}, IMPORT)).toMatchObject({
      title: '6 kyu Who likes it?',
      difficulty: '6 kyu',
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
    {
      name: 'a number that is not a positive integer',
      data: {...leetCode, number: 0},
      message: /"number" must be a positive integer, got 0/,
    },
    {name: 'a fractional number', data: {...leetCode, number: 1.5}, message: /"number" must be a positive integer/},
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
  ])('rejects a LeetCode page with $name, naming the file', ({data, message}) => {
    const file = writeUpFixture('LeetCode', 'Binary Search');
    const run = () => completeWriteUpFrontMatter(file, data, IMPORT, {siteDir: path.resolve(file, '../../../..')});
    expect(run).toThrow(message);
    expect(run).toThrow(/^Write-up docs\/LeetCode\/Binary Search\/README\.mdx: [^\n]+$/);
  });

  it.each([
    {typed: '0x10', data: {...leetCode, number: 16}},
    {typed: '1e3', data: {...leetCode, number: 1000}},
    {typed: '017', data: {...leetCode, number: 15}},
  ])('rejects a LeetCode number typed as $typed, which YAML reads as a number', ({typed, data}) => {
    const file = writeUpFixture('LeetCode', 'Binary Search');
    const fileContent = `---\r\nnumber: ${typed}\r\ndifficulty: Easy\r\n---\r\n\r\n${IMPORT}\r\n`;
    expect(() => completeWriteUpFrontMatter(file, data, IMPORT, {fileContent})).toThrow(
      `front matter field "number" is written "${typed}"; write LeetCode's number in plain digits, e.g. number: ${data.number}.`,
    );
    const plain = fileContent.replace(typed, String(data.number));
    expect(completeWriteUpFrontMatter(file, data, IMPORT, {fileContent: plain})).toMatchObject({number: data.number});
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
    expect(completeWriteUpFrontMatter(file, {...leetCode, title, url}, IMPORT)).toMatchObject({title: title ?? folder, url});
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
    expect(() => completeWriteUpFrontMatter(file, leetCode, IMPORT)).toThrow(message);
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
    expect(() => completeWriteUpFrontMatter(writeUpFixture('Codewars', folder), data, IMPORT)).toThrow(message);
  });

  it.each([
    {missing: 'solution.ts', files: ['cases.ts', 'solution.test.ts']},
    {missing: 'cases.ts', files: ['solution.ts', 'solution.test.ts']},
    {missing: 'solution.test.ts', files: ['solution.ts', 'cases.ts']},
  ])('rejects a folder without its $missing', ({missing, files}) => {
    const file = writeUpFixture('LeetCode', 'Binary Search', files);
    expect(() => completeWriteUpFrontMatter(file, leetCode, IMPORT)).toThrow(
      new RegExp(`the folder has no ${missing.replace('.', '\\.')}; .*npm run new`),
    );
  });

  it('rejects a page that is not a README.mdx in its own folder', () => {
    expect(() => completeWriteUpFrontMatter('/site/docs/LeetCode/Binary Search.mdx', leetCode, IMPORT)).toThrow(
      /pages under docs\/LeetCode\/ must be <folder>\/README\.mdx/,
    );
  });
});

describe('the write-up folder checks', () => {
  /** A scratch site with these entries under docs/LeetCode/ (a name ending in / is a folder with a README.mdx). */
  function siteWith(entries: string[]): string {
    const siteDir = mkdtempSync(path.join(scratchRoot, 'write-up-folders-'));
    for (const entry of entries) {
      const target = path.join(siteDir, 'docs', 'LeetCode', entry);
      mkdirSync(entry.endsWith('/') ? target : path.dirname(target), {recursive: true});
      writeFileSync(entry.endsWith('/') ? path.join(target, 'README.mdx') : target, '');
    }
    return siteDir;
  }

  it('find nothing wrong with write-up folders and the files an OS leaves beside them', () => {
    const siteDir = siteWith(['Binary Search/', 'Is Graph Bipartite/', '.DS_Store']);
    expect(findFolderProblems(path.join(siteDir, 'docs'), siteDir)).toEqual([]);
  });

  it('name every folder that would publish nothing, and the fix, one line each', () => {
    const siteDir = siteWith(['Binary Search/', '_Draft/', '.hidden/', 'No Page/solution.ts', 'What?/', 'Loose page.mdx']);
    expect(findFolderProblems(path.join(siteDir, 'docs'), siteDir).sort()).toEqual([
      'Write-up docs/LeetCode/.hidden/: the folder name ".hidden" starts with ".", which Docusaurus leaves out of the site; drop the "." (drafts belong outside docs/).',
      'Write-up docs/LeetCode/Loose page.mdx: pages under docs/LeetCode/ must be <folder>/README.mdx, one folder per write-up.',
      'Write-up docs/LeetCode/No Page/: the folder has no README.mdx, so it publishes no page; add the page (npm run new scaffolds a write-up) or move the folder out of docs/.',
      'Write-up docs/LeetCode/What?/: the folder name "What?" holds characters that Windows, a URL or a route cannot (? # % : * " < > | \\ / ( )); rename the folder to "What" and give the exact title in the front matter: title: "What?"',
      'Write-up docs/LeetCode/_Draft/: the folder name "_Draft" starts with "_", which Docusaurus leaves out of the site; drop the "_" (drafts belong outside docs/).',
    ]);
  });

  it('fail the build before the docs load, with every problem', () => {
    const siteDir = siteWith(['_Draft/', '.hidden/']);
    const plugin = writeUpChecksPlugin({siteDir}, {path: 'docs'});
    expect(() => plugin.loadContent!()).toThrow(
      /^Write-up docs\/LeetCode\/[._](Draft|hidden)\/: .*\nWrite-up docs\/LeetCode\/[._](Draft|hidden)\/: /,
    );
  });

  it('fail the build once the docs are loaded if two write-ups are the same problem', () => {
    const doc = (folder: string, frontMatter: Record<string, unknown>) => ({
      source: `@site/docs/LeetCode/${folder}/README.mdx`,
      frontMatter,
    });
    const docs = [
      {source: '@site/docs/intro.mdx', frontMatter: {}},
      doc('Two Sum', {platform: 'LeetCode', title: 'Two Sum', number: 1}),
      doc('Two Sum Again', {platform: 'LeetCode', title: 'Two Sum Again', number: 1}),
    ];
    const plugin = writeUpChecksPlugin({siteDir: '/site'}, {path: 'docs'});
    const allContent = {'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs}]}}};
    expect(() => plugin.allContentLoaded!({allContent, actions: {}} as never)).toThrow(
      'Duplicate write-ups docs/LeetCode/Two Sum/ and docs/LeetCode/Two Sum Again/: both are LeetCode problem 1; keep one of them.',
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
    {
      name: 'the first paragraph only, lines joined',
      problem: 'First line\nsecond line.\n\nNext paragraph.',
      expected: 'First line second line.',
    },
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

  it('is read the same from a page with CRLF line endings', () => {
    const crlf = page('First line\nsecond line.\n\nNext paragraph.').replace(/\n/g, '\r\n');
    expect(crlf).toContain('\r\n## Problem\r\n');
    expect(describeProblem(crlf)).toBe('First line second line.');
  });

  it('is absent from a page without a Problem section', () => {
    expect(describeProblem('## Approach\n\nLoop.\n')).toBeUndefined();
  });

  it('completes the front matter, unless the page gives its own', () => {
    const file = writeUpFixture('LeetCode', 'Binary Search');
    expect(completeWriteUpFrontMatter(file, leetCode, page('Find the target.'))).toMatchObject({description: 'Find the target.'});
    expect(completeWriteUpFrontMatter(file, {...leetCode, description: 'Ours.'}, page('Find the target.'))).toMatchObject({
      description: 'Ours.',
    });
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
