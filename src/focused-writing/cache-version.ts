import {createHash} from 'node:crypto';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

/**
 * What the bundler's work depends on besides the modules it watches: the
 * config, the loaders, remark and rehype steps and plugins under `src/`, the
 * installed packages (as the lock file names them) and the patches. Rspack
 * 1.2 checks the modules it built against the files they read, but not the
 * code that built them, and it hashes only the build dependencies it is given,
 * not what they import; so every one of these files is in the cache's version.
 */
export const BUILD_INPUTS = ['docusaurus.config.ts', 'sidebars.ts', 'package-lock.json', 'patches', 'src'];

/** Unit tests are not loaded by the build: editing one keeps the cache. */
const NOT_BUILD_INPUT = /\.test\.tsx?$/;

/** The files of BUILD_INPUTS under `siteDir`, relative to it with `/`, sorted; a missing entry is skipped. */
export function buildInputFiles(siteDir: string): string[] {
  const files: string[] = [];
  for (const input of BUILD_INPUTS) {
    const full = path.join(siteDir, input);
    const stat = statSync(full, {throwIfNoEntry: false});
    if (stat?.isFile()) files.push(input);
    if (!stat?.isDirectory()) continue;
    for (const entry of readdirSync(full, {recursive: true, withFileTypes: true})) {
      if (!entry.isFile() || NOT_BUILD_INPUT.test(entry.name)) continue;
      files.push(path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    }
  }
  return files.sort();
}

/**
 * The persistent cache's version: a hash of `what` (the command) and of every
 * build input's path and text. Any change to them starts from an empty cache.
 */
export function cacheVersion(siteDir: string, what: string): string {
  const hash = createHash('sha256').update(what);
  for (const file of buildInputFiles(siteDir)) {
    hash.update(`\0${file}\0`).update(readFileSync(path.join(siteDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
