import {spawn} from 'node:child_process';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createScratchSite} from '../../scripts/lib/scratch-site';

const created: string[] = [];

/**
 * Deletes every fixture site made so far (each holds a build): after each test, so that the deletion a hook makes
 * stays one site's, whatever the number of tests (all of them at once took a hook past its limit on a busy disk).
 */
export function removeFixtureSites(): void {
  for (const dir of created.splice(0)) rmSync(dir, {recursive: true, force: true});
}

/**
 * A scratch copy of the real site (configuration, components, plugins, pages)
 * with a docs folder of its own, for builds that prove what the real
 * configuration does with bad input. node_modules is linked, not copied.
 */
export function createFixtureSite(files: Record<string, string>): string {
  const dir = createScratchSite({prefix: 'fixture-site-'});
  created.push(dir);
  rmSync(path.join(dir, 'docs'), {recursive: true, force: true});
  const withIntro = {'docs/intro.mdx': '# Introduction\n\nFixture docs.\n', ...files};
  for (const [file, content] of Object.entries(withIntro)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** Builds a fixture site; resolves with the exit status and everything it printed, without colours. */
export function buildFixtureSite(dir: string): Promise<{status: number | null; output: string}> {
  return runCollecting(process.execPath, [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), 'build'], dir, {GITHUB_REPOSITORY: ''});
}

/** Runs a command in `dir`; resolves with its exit status and everything it printed, without colours. */
export function runCollecting(command: string, args: string[], dir: string, env: NodeJS.ProcessEnv = {}): Promise<{status: number | null; output: string}> {
  // Asynchronous on purpose: a blocking spawnSync would stall vitest's worker for the whole run.
  const child = spawn(command, args, {cwd: dir, env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env}});
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({status, output}));
  });
}
