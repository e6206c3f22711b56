import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import writeUpChecksPlugin from '.';

/** Every scratch site of this file, removed after its tests. */
const scratchRoot = mkdtempSync(path.join(tmpdir(), 'write-up-checks-'));
afterAll(() => rmSync(scratchRoot, {recursive: true, force: true}));

/** A scratch site with these folders, each with a README.mdx, under docs/LeetCode/. */
function siteWith(folders: string[]): string {
  const siteDir = mkdtempSync(path.join(scratchRoot, 'site-'));
  for (const folder of folders) {
    mkdirSync(path.join(siteDir, 'docs', 'LeetCode', folder), {recursive: true});
    writeFileSync(path.join(siteDir, 'docs', 'LeetCode', folder, 'README.mdx'), '');
  }
  return siteDir;
}

describe('the write-up checks plugin', () => {
  it('fail the build before the docs load, with every problem', () => {
    const siteDir = siteWith(['_Draft', '.hidden']);
    const plugin = writeUpChecksPlugin({siteDir}, {path: 'docs'});
    expect(() => plugin.loadContent!()).toThrow(
      /^Write-up docs\/LeetCode\/[._](Draft|hidden)\/: .*\nWrite-up docs\/LeetCode\/[._](Draft|hidden)\/: /,
    );
  });

  it('watch every write-up folder, but none and scan none when one write-up is focused', () => {
    const siteDir = siteWith(['_Draft']);
    const plugin = writeUpChecksPlugin({siteDir}, {path: 'docs'});
    expect(plugin.getPathsToWatch!()).toContain(path.join(siteDir, 'docs', 'LeetCode', '*'));
    const focused = writeUpChecksPlugin({siteDir}, {path: 'docs', focused: true});
    expect(focused.getPathsToWatch!()).toEqual([]);
    expect(() => focused.loadContent!()).not.toThrow();
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
