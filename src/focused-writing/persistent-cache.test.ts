import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import persistentCachePlugin, {cacheDirectory, focusCacheFolder, focusFile, writeCacheVersion} from './persistent-cache';

const siteDir = path.resolve(__dirname, '../..');
const context = {siteDir, generatedFilesDir: '/site/.docusaurus'};
const configure = (mode: 'development' | 'production', focus = 'LeetCode/Binary Search') =>
  persistentCachePlugin(context, {focus, docsDir: '/site/docs'}).configureWebpack!({mode}, false, {} as never, undefined) as {
    cache?: boolean;
    experiments?: {cache?: {type: string; version: string; storage: {directory: string}}};
    module?: {rules: {test: RegExp; include: string[]; use: {loader: string; options: {focusFile: string}}[]}[]};
  };

describe('the persistent-cache plugin', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, {recursive: true, force: true})));

  it('gives the development bundle a persistent cache in .docusaurus/, one version for every focus, in a folder of each focus', () => {
    const binarySearch = configure('development');
    const twoSum = configure('development', 'LeetCode/Two Sum');
    expect(binarySearch.cache).toBe(true);
    expect(binarySearch.experiments?.cache?.type).toBe('persistent');
    const version = writeCacheVersion(siteDir);
    expect([binarySearch, twoSum].map((config) => config.experiments?.cache?.version)).toEqual([version, version]);
    expect(binarySearch.experiments?.cache?.storage.directory).toBe(
      path.join(cacheDirectory('/site/.docusaurus'), focusCacheFolder(version, 'LeetCode/Binary Search')),
    );
    expect(cacheDirectory('/site/.docusaurus')).toBe(path.join('/site/.docusaurus', 'rspack-cache', 'write'));
    expect(focusCacheFolder(version, 'LeetCode/Binary Search')).toMatch(new RegExp(`^${version}-[0-9a-f]{8}$`));
    expect(focusCacheFolder(version, 'LeetCode/Two Sum')).not.toBe(focusCacheFolder(version, 'LeetCode/Binary Search'));
  });

  it('makes every page under the docs folder depend on the file that names the focus', () => {
    const [rule] = configure('development').module!.rules;
    expect(
      ['/site/docs/intro.mdx', '/site/docs/LeetCode/Two Sum/README.mdx', '/site/docs/a.md'].every((file) => rule!.test.test(file)),
    ).toBe(true);
    expect(rule!.include).toEqual(['/site/docs']);
    expect(rule!.use).toEqual([
      {loader: path.join(__dirname, 'depend-on-focus.cjs'), options: {focusFile: focusFile('/site/.docusaurus')}},
    ]);
  });

  it('writes the focus in that file when it loads its content', async () => {
    const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'generated 生成-'));
    dirs.push(generatedFilesDir);
    await persistentCachePlugin({siteDir, generatedFilesDir}, {focus: 'Codewars/Who likes it', docsDir: '/site/docs'}).loadContent!();
    expect(readFileSync(focusFile(generatedFilesDir), 'utf8')).toBe('Codewars/Who likes it');
  });

  it('leaves the production build without one', () => {
    expect(configure('production')).toEqual({});
  });
});

describe('the depend-on-focus loader', () => {
  it('passes a page through as it is, depending on the file that names the focus', async () => {
    const {default: dependOnFocus} = await import('./depend-on-focus.cjs');
    const added: string[] = [];
    let passed: unknown[] = [];
    const context = {
      getOptions: () => ({focusFile: '/site/.docusaurus/focused-writing/focus.txt'}),
      addDependency: (file: string) => added.push(file),
      callback: (...args: unknown[]) => (passed = args),
    };
    dependOnFocus.call(context, '# Page', {map: true}, {meta: true});
    expect(added).toEqual(['/site/.docusaurus/focused-writing/focus.txt']);
    expect(passed).toEqual([null, '# Page', {map: true}, {meta: true}]);
  });
});
