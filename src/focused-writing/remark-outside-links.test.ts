import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Link, Root} from 'mdast';
import {afterAll, describe, expect, it} from 'vitest';
import remarkOutsideLinks, {linkedWriteUp} from './remark-outside-links';

const docsDir = path.join(mkdtempSync(path.join(tmpdir(), 'outside links 連結-')), 'docs');
for (const folder of ['LeetCode/Binary Search', 'LeetCode/Ransom Note']) {
  mkdirSync(path.join(docsDir, folder), {recursive: true});
  writeFileSync(path.join(docsDir, folder, 'README.mdx'), '# page\n');
}
afterAll(() => rmSync(path.dirname(docsDir), {recursive: true, force: true}));

const options = {
  focus: {platform: 'LeetCode', folder: 'Binary Search'},
  docsDir,
  baseUrl: '/solve-problems/',
  publishedUrl: 'https://owner.github.io/solve-problems/',
} as const;
const fromDir = path.join(docsDir, 'LeetCode/Binary Search');

describe('linkedWriteUp', () => {
  it.each([
    {url: '/LeetCode/Ransom Note/', kind: 'a route'},
    {url: '/LeetCode/Ransom%20Note/#approach', kind: 'a percent-encoded route with a heading'},
    {url: '/solve-problems/LeetCode/Ransom Note', kind: 'a route under the base URL'},
    {url: '../Ransom Note/README.mdx', kind: 'a file beside the page'},
    {url: '../Ransom Note/', kind: 'a folder beside the page'},
  ])('finds the write-up of $kind', ({url}) => {
    expect(linkedWriteUp(url, fromDir, options)).toEqual({platform: 'LeetCode', folder: 'Ransom Note'});
  });

  it.each([
    {url: 'https://leetcode.com/problems/ransom-note/', kind: 'another site'},
    {url: '#approach', kind: 'a heading of the page'},
    {url: '/intro/', kind: 'the introduction'},
    {url: '../Ransom Note/solution.ts', kind: 'another file of a write-up'},
  ])('finds none in a link to $kind', ({url}) => {
    expect(linkedWriteUp(url, fromDir, options)).toBeUndefined();
  });
});

describe('remarkOutsideLinks', () => {
  const link = (url: string): Link => ({type: 'link', url, children: [{type: 'text', value: 'a link'}]});
  const run = (urls: string[]): string[] => {
    const tree: Root = {type: 'root', children: [{type: 'paragraph', children: urls.map(link)}]};
    remarkOutsideLinks(options)(tree, {path: path.join(fromDir, 'README.mdx')});
    return (tree.children[0] as {children: Link[]}).children.map(({url}) => url);
  };

  it('sends a link to a write-up outside the focused set to its published page, keeping the heading', () => {
    expect(run(['/LeetCode/Ransom Note/', '../Ransom Note/README.mdx#approach'])).toEqual([
      'https://owner.github.io/solve-problems/LeetCode/Ransom%20Note/',
      'https://owner.github.io/solve-problems/LeetCode/Ransom%20Note/#approach',
    ]);
  });

  it('leaves links to the focused write-up, to pages that exist nowhere and to other sites as they are', () => {
    const urls = ['/LeetCode/Binary Search/', '/LeetCode/Two Sum/', 'https://leetcode.com/problems/two-sum/'];
    expect(run(urls)).toEqual(urls);
  });
});
