import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {buildInputFiles, cacheVersion} from './cache-version';

describe('the persistent cache’s version', () => {
  let siteDir: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    writeFileSync(path.join(siteDir, file), text);
  };
  beforeEach(() => {
    siteDir = mkdtempSync(path.join(os.tmpdir(), 'cache version 快取-'));
    write('docusaurus.config.ts', 'export default {};');
    write('package-lock.json', '{}');
    write('src/features/hints/show-hints.ts', 'export const label = "Hint";');
    write('src/features/hints/show-hints.test.ts', 'it("labels");');
    write('docs/LeetCode/Two Sum/solution.ts', 'export {};');
  });
  afterEach(() => rmSync(siteDir, {recursive: true, force: true}));

  it('lists the config, the lock file and the code under src/, not the unit tests or the write-ups', () => {
    expect(buildInputFiles(siteDir)).toEqual(['docusaurus.config.ts', 'package-lock.json', 'src/features/hints/show-hints.ts']);
  });

  it.each([
    ['a build step under src/', 'src/features/hints/show-hints.ts', 'export const label = "Clue";'],
    ['the config', 'docusaurus.config.ts', 'export default {title: "x"};'],
    ['the installed packages', 'package-lock.json', '{"lockfileVersion": 3}'],
    ['a new patch', 'patches/@docusaurus+core+3.7.0.patch', 'diff'],
  ])('changes when %s changes', (_what, file, text) => {
    const before = cacheVersion(siteDir, 'npm start');
    write(file, text);
    expect(cacheVersion(siteDir, 'npm start')).not.toBe(before);
  });

  it.each([
    ['a unit test', 'src/features/hints/show-hints.test.ts'],
    ['a write-up, which the bundler checks itself', 'docs/LeetCode/Two Sum/solution.ts'],
  ])('stays when %s changes', (_what, file) => {
    const before = cacheVersion(siteDir, 'npm start');
    write(file, '// edited');
    expect(cacheVersion(siteDir, 'npm start')).toBe(before);
  });

  it('differs between commands and focused write-ups', () => {
    const versions = ['npm start', 'npm run write LeetCode/Two Sum', 'npm run write LeetCode/Binary Search'].map((what) =>
      cacheVersion(siteDir, what),
    );
    expect(new Set(versions).size).toBe(3);
  });
});
