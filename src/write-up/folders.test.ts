import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {approachFiles, findFolderProblems} from './folders';

/** Every scratch site of this file, removed after its tests. */
const scratchRoot = mkdtempSync(path.join(tmpdir(), 'write-up-folders-'));
afterAll(() => rmSync(scratchRoot, {recursive: true, force: true}));

/** A scratch site with these entries under docs/LeetCode/ (a name ending in / is a folder with a README.mdx). */
function siteWith(entries: string[]): string {
  const siteDir = mkdtempSync(path.join(scratchRoot, 'site-'));
  for (const entry of entries) {
    const target = path.join(siteDir, 'docs', 'LeetCode', entry);
    mkdirSync(entry.endsWith('/') ? target : path.dirname(target), {recursive: true});
    writeFileSync(entry.endsWith('/') ? path.join(target, 'README.mdx') : target, '');
  }
  return siteDir;
}

describe('findFolderProblems, the write-up folder checks', () => {
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
});

describe('approachFiles, the approaches of a write-up', () => {
  it('are its TypeScript files but the cases and the tests', () => {
    expect(approachFiles(['README.mdx', 'cases.ts', 'solution.test.ts', 'solution.ts', 'brute-force.ts', 'notes.md'])).toEqual([
      'brute-force.ts',
      'solution.ts',
    ]);
  });
});
