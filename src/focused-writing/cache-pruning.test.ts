import {existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {KEPT_CACHES, pruneCaches} from './cache-pruning';

describe('pruneCaches', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, {recursive: true, force: true})));

  /** A cache folder (a path with a space and Chinese characters) with a cache for each version, the first used last. */
  function cachesUsed(versions: string[]): string {
    const directory = path.join(mkdtempSync(path.join(os.tmpdir(), 'rspack cache 快取-')), 'write');
    dirs.push(path.dirname(directory));
    versions.forEach((version, index) => {
      mkdirSync(path.join(directory, version), {recursive: true});
      writeFileSync(path.join(directory, version, 'pack'), version);
      const used = new Date(Date.UTC(2026, 10, 28, 12, 0, 0) - index * 60_000);
      utimesSync(path.join(directory, version), used, used);
    });
    return directory;
  }

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
