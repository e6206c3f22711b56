import {existsSync, readdirSync, rmSync, statSync, utimesSync} from 'node:fs';
import path from 'node:path';

/**
 * How many of `npm run write`'s caches are kept: the one starting now and the
 * ones started last before it. Rspack writes new folders for each version and
 * removes none, and the version changes with the write-up and with the site's
 * code (./cache-version.ts): a write-up's cache is 29 MB at 21 write-ups
 * (2026-11-28), and at least ten had piled up in this checkout in one day.
 * Each version has a folder of its own (./persistent-cache.ts), named after it.
 */
export const KEPT_CACHES = 5;

/**
 * Marks the cache of `version` under `directory` as just used (its folder's
 * modification time, which Rspack does not change when it only reads it), and
 * removes the caches beyond the `keep` used last.
 */
export function pruneCaches(directory: string, version: string, keep = KEPT_CACHES): void {
  if (!existsSync(directory)) return;
  const current = path.join(directory, version);
  if (existsSync(current)) {
    const now = new Date();
    utimesSync(current, now, now);
  }
  const others = readdirSync(directory, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && entry.name !== version)
    .map((entry) => ({folder: path.join(directory, entry.name), used: statSync(path.join(directory, entry.name)).mtimeMs}))
    .sort((a, b) => b.used - a.used);
  for (const {folder} of others.slice(keep - 1)) rmSync(folder, {recursive: true, force: true});
}
