import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {headingSlugs, relativeLinks} from './markdown-links';

const root = path.resolve(__dirname, '../..');

/**
 * The documents GitHub shows: the guides at the top and every .md under scripts/, tests/, .github/ and src/. The
 * site's pages (docs/, src/pages/) are left to the build, whose broken-link check follows their routes.
 */
const documents = [
  ...readdirSync(root).filter((file) => file.endsWith('.md')),
  ...['scripts', 'tests', '.github', 'src'].flatMap((dir) =>
    readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.md'))
      .map((file) => path.posix.join(dir, file.split(path.sep).join('/'))),
  ),
]
  .filter((file) => !file.startsWith('src/pages/'))
  .sort();

/** What is wrong with one link of `document`, or nothing when its file and heading exist. */
function problemOf(document: string, {target, file, anchor}: ReturnType<typeof relativeLinks>[number]): string | undefined {
  const resolved = file === '' ? path.join(root, document) : path.resolve(path.dirname(path.join(root, document)), file);
  if (!existsSync(resolved)) return `${document}: (${target}) names no file; fix the path`;
  if (anchor === undefined || !statSync(resolved).isFile() || !resolved.endsWith('.md')) return undefined;
  if (headingSlugs(readFileSync(resolved, 'utf8')).has(anchor)) return undefined;
  return `${document}: (${target}) names no heading of ${path.relative(root, resolved)}; link to one of its headings`;
}

describe('headingSlugs', () => {
  it.each([
    {name: 'joins lower-case words with hyphens', markdown: '## The build', expected: ['the-build']},
    {
      name: 'drops punctuation and code marks',
      markdown: "## The owner's writing loop (`npm start`)",
      expected: ['the-owners-writing-loop-npm-start'],
    },
    {name: 'keeps hyphens, digits and Chinese', markdown: '# 2026-11-23: 解題紀錄', expected: ['2026-11-23-解題紀錄']},
    {name: 'numbers a repeated heading', markdown: '## Search\n\n### Search', expected: ['search', 'search-1']},
    {name: 'ignores a heading in a code block', markdown: '# Kept\n```md\n# Example\n```', expected: ['kept']},
    {name: 'keeps C#, drops closing hashes', markdown: '## C# notes ##', expected: ['c-notes']},
  ])('$name', ({markdown, expected}) => {
    expect([...headingSlugs(markdown)]).toEqual(expected);
  });
});

describe('relativeLinks', () => {
  it('keeps links to files and headings, splits the heading off, and leaves out addresses with a scheme', () => {
    const markdown = '[a](WRITING.md) [b](history/2026-11-23-search.md#on-a-quiet-machine) [c](#history) [d](https://x.dev/#y)';
    expect(relativeLinks(markdown)).toEqual([
      {target: 'WRITING.md', file: 'WRITING.md', anchor: undefined},
      {target: 'history/2026-11-23-search.md#on-a-quiet-machine', file: 'history/2026-11-23-search.md', anchor: 'on-a-quiet-machine'},
      {target: '#history', file: '', anchor: 'history'},
    ]);
  });

  it('leaves out a link shown inside a fenced code block', () => {
    expect(relativeLinks('```md\n[a](missing.md)\n```\n[b](README.md)').map(({file}) => file)).toEqual(['README.md']);
  });
});

describe("the repository's Markdown documents", () => {
  it('include the guides at the top and the performance document', () => {
    expect(documents).toEqual(expect.arrayContaining(['README.md', 'DEVELOPING.md', 'scripts/bench/README.md']));
  });

  it.each(documents)('%s links only to files and headings that exist', (document) => {
    const links = relativeLinks(readFileSync(path.join(root, document), 'utf8'));
    expect(links.map((link) => problemOf(document, link)).filter(Boolean)).toEqual([]);
  });
});
