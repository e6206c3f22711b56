import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {KEPT_CACHES, pruneCaches, seedCache} from './cache-folders';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, {recursive: true, force: true})));

/** A cache folder (a path with a space and Chinese characters) with a cache of each name, the first used last. */
function cachesUsed(names: string[]): string {
  const directory = path.join(mkdtempSync(path.join(os.tmpdir(), 'rspack cache 快取-')), 'write');
  dirs.push(path.dirname(directory));
  mkdirSync(directory);
  names.forEach((name, index) => {
    mkdirSync(path.join(directory, name, 'inner'), {recursive: true});
    writeFileSync(path.join(directory, name, 'inner', 'pack'), name);
    const used = new Date(Date.UTC(2026, 10, 28, 12, 0, 0) - index * 60_000);
    utimesSync(path.join(directory, name), used, used);
  });
  return directory;
}

describe('pruneCaches', () => {
  it('keeps the cache starting now and the four used last before it, and removes the older ones', () => {
    const directory = cachesUsed(['v1', 'v2', 'v3', 'v4', 'v5', 'v6', 'v7', 'now']);
    pruneCaches(directory, 'now');
    expect(KEPT_CACHES).toBe(5);
    expect(readdirSync(directory).sort()).toEqual(['now', 'v1', 'v2', 'v3', 'v4']);
  });

  it('marks the cache starting now as the one used last', () => {
    const directory = cachesUsed(['v1', 'v2', 'v3', 'v4', 'v5', 'v6', 'now']);
    const before = Date.now();
    pruneCaches(directory, 'now');
    expect(statSync(path.join(directory, 'now')).mtimeMs).toBeGreaterThanOrEqual(before - 1000);
    // A start of another version that keeps two caches keeps it, not v2, which was used before it.
    pruneCaches(directory, 'v1', 2);
    expect(readdirSync(directory).sort()).toEqual(['now', 'v1']);
  });

  it('keeps every cache while there are no more than five, and starts without a cache folder', () => {
    const directory = cachesUsed(['v1', 'v2', 'v3', 'v4']);
    pruneCaches(directory, 'new');
    expect(readdirSync(directory).sort()).toEqual(['v1', 'v2', 'v3', 'v4']);
    pruneCaches(path.join(directory, 'missing'), 'new');
    expect(existsSync(path.join(directory, 'missing'))).toBe(false);
  });
});

describe('seedCache', () => {
  it('starts a new focus’s cache as a copy of the one of the same version used last', () => {
    const directory = cachesUsed(['old-a', 'v1-b', 'v1-a']);
    expect(seedCache(directory, 'v1-c', 'v1')).toBe('v1-b');
    expect(readFileSync(path.join(directory, 'v1-c', 'inner', 'pack'), 'utf8')).toBe('v1-b');
  });

  it.each([
    ['the focus has a cache already', ['v1-a', 'v1-c'], 'v1-c', 'v1'],
    ['no cache has the version', ['v0-a', 'v2-a'], 'v1-c', 'v1'],
    ['there is no cache at all', [], 'v1-c', 'v1'],
  ])('copies nothing when %s', (_, names, name, version) => {
    const directory = cachesUsed(names);
    expect(seedCache(directory, name, version)).toBeUndefined();
    expect(readdirSync(directory).sort()).toEqual([...names].sort());
    expect(seedCache(path.join(directory, 'missing'), name, version)).toBeUndefined();
  });
});
