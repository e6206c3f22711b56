import {mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {SITE_DIR, createScratchSite} from './scratch-site';

describe('createScratchSite', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'scratch 複本-'));
  afterAll(() => rmSync(root, {recursive: true, force: true}));

  function project(name: string, {withModules}: {withModules: boolean}): string {
    const dir = path.join(root, name);
    mkdirSync(path.join(dir, 'docs'), {recursive: true});
    mkdirSync(path.join(dir, 'build'), {recursive: true});
    writeFileSync(path.join(dir, 'package.json'), '{}');
    if (withModules) mkdirSync(path.join(dir, 'node_modules'));
    return dir;
  }

  it.each([
    {name: 'another worktree, installed', withModules: true, linked: (dir: string) => path.join(dir, 'node_modules')},
    {name: 'a git archive export, not installed', withModules: false, linked: () => path.join(SITE_DIR, 'node_modules')},
  ])('copies $name without its generated folders and links the right node_modules', ({name, withModules, linked}) => {
    const dir = project(name.replace(/\W+/g, '-'), {withModules});
    const scratch = createScratchSite({prefix: 'x', dir: path.join(root, `${path.basename(dir)}-copy`), projectDir: dir});
    expect(readdirSync(scratch).sort()).toEqual(['docs', 'node_modules', 'package.json']);
    expect(realpathSync(path.join(scratch, 'node_modules'))).toBe(realpathSync(linked(dir)));
  });
});
