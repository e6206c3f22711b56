import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/** This checkout. */
export const SITE_DIR = path.resolve(__dirname, '../..');

/** Top-level entries of a project that a scratch copy leaves out: installed, generated or version-control files. */
const NOT_COPIED = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'test-results',
  'playwright-report',
  'reports',
  '.stryker-tmp',
]);

/**
 * A scratch copy of a project (default: this checkout) for builds that must
 * not touch the real site: everything but NOT_COPIED, with the project's own
 * node_modules linked (this checkout's when it has none, as an export made by
 * `git archive`), in `dir` (created) or a new folder in the system's
 * temporary directory named after `prefix`. Returns the copy's path. The
 * benchmarks, the scale script and the bad-input build tests all use it.
 */
export function createScratchSite({prefix, dir, projectDir = SITE_DIR}: {prefix: string; dir?: string; projectDir?: string}): string {
  const scratch = dir ?? mkdtempSync(path.join(tmpdir(), prefix));
  mkdirSync(scratch, {recursive: true});
  for (const entry of readdirSync(projectDir)) {
    if (!NOT_COPIED.has(entry)) cpSync(path.join(projectDir, entry), path.join(scratch, entry), {recursive: true});
  }
  const modules = [projectDir, SITE_DIR].map((dir) => path.join(dir, 'node_modules')).find((dir) => existsSync(dir))!;
  symlinkSync(realpathSync(modules), path.join(scratch, 'node_modules'), 'dir');
  return scratch;
}
