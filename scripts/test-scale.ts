/**
 * The browser smoke tests at scale: makes a scratch copy of the site with
 * generated write-ups added to the real ones (2,000 in all by default), builds
 * it, and runs tests/e2e/scale/ against it (playwright.scale.config.ts), then
 * the dev server's tests whose subject is size (tests/dev/size.ts) with `npm start` on it. The
 * copy is deleted when the tests pass and kept, with its path printed, when
 * they fail.
 */
import {spawnSync} from 'node:child_process';
import {rmSync} from 'node:fs';
import path from 'node:path';
import {parseCommandLine} from './lib/command-line';
import {SCALE_COUNT, createScaleSite, parseCount} from './lib/scale-site';

function run(command: string, args: string[], options: {cwd: string; env?: NodeJS.ProcessEnv}): void {
  const result = spawnSync(command, args, {...options, stdio: 'inherit', shell: process.platform === 'win32'});
  if (result.status !== 0) {
    throw new Error(
      `"${command} ${args.join(' ')}" in ${options.cwd} failed (${result.error?.message ?? `exit code ${result.status}`}); the copy is kept there.`,
    );
  }
}

function main(): void {
  const {values} = parseCommandLine(`Usage: npm run test:scale [-- --count ${SCALE_COUNT}]`, {
    options: {count: {type: 'string', default: String(SCALE_COUNT)}},
  });
  const count = parseCount(values.count);
  const copy = createScaleSite({count});
  console.log(`Building a copy with ${count} generated write-ups in ${copy}`);
  run('npm', ['run', 'build'], {cwd: copy});
  run('npx', ['playwright', 'test', '--config', 'playwright.scale.config.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: {...process.env, E2E_SITE_DIR: copy},
  });
  // Last, as they edit the copy: the dev server's tests whose subject is size, with npm start on the copy.
  run('npx', ['playwright', 'test', '--config', 'playwright.dev.config.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: {...process.env, E2E_DEV_SITE_DIR: copy},
  });
  rmSync(copy, {recursive: true, force: true});
}

main();
