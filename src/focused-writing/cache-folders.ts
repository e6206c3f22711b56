import {cpSync, existsSync, readdirSync, rmSync, statSync, utimesSync} from 'node:fs';
import path from 'node:path';

/**
 * How many of `npm run write`'s caches are kept: the one starting now and the
 * ones started last before it. Each write-up has a folder of its own, named
 * after the cache's version (a hash of the site's code, ./cache-version.ts)
 * and the write-up (./persistent-cache.ts), and Rspack removes none: a
 * write-up's cache is tens of megabytes, and at least ten had
 * piled up in this checkout in one day.
 */
export const KEPT_CACHES = 5;

/** The cache folders under `directory` whose names pass `test`, the one used last first. */
function foldersByUse(directory: string, test: (name: string) => boolean): {folder: string; name: string}[] {
  return readdirSync(directory, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && test(entry.name))
    .map((entry) => ({name: entry.name, folder: path.join(directory, entry.name)}))
    .map((cache) => ({...cache, used: statSync(cache.folder).mtimeMs}))
    .sort((a, b) => b.used - a.used);
}

/**
 * Marks the cache `name` under `directory` as just used (its folder's
 * modification time, which Rspack does not change when it only reads it), and
 * removes the caches beyond the `keep` used last.
 */
export function pruneCaches(directory: string, name: string, keep = KEPT_CACHES): void {
  if (!existsSync(directory)) return;
  const current = path.join(directory, name);
  if (existsSync(current)) {
    const now = new Date();
    utimesSync(current, now, now);
  }
  const others = foldersByUse(directory, (other) => other !== name);
  for (const {folder} of others.slice(keep - 1)) rmSync(folder, {recursive: true, force: true});
}

/**
 * Starts the cache `name` under `directory`, when it has none yet, as a copy
 * of the one used last among the folders of the same `version` (named
 * `<version>-…`): a write-up opened for the first time then compiles its own
 * page, not the theme and the components again. Returns the name of the
 * folder copied, if any.
 *
 * The copy holds the other write-up's pages. Rspack rebuilds the modules whose
 * files changed, and every docs page depends on the file that names the focus
 * (./depend-on-focus.cjs), so no page keeps links worked out for another focus.
 */
export function seedCache(directory: string, name: string, version: string): string | undefined {
  if (!existsSync(directory) || existsSync(path.join(directory, name))) return undefined;
  const [latest] = foldersByUse(directory, (other) => other.startsWith(`${version}-`));
  if (!latest) return undefined;
  cpSync(latest.folder, path.join(directory, name), {recursive: true, preserveTimestamps: true});
  return latest.name;
}
