/**
 * The tests at scale, in two parts: makes a scratch copy of the site with generated write-ups added to the real ones
 * (2,000 in all by default), then (1) builds it and runs tests/e2e/scale/ against it (playwright.scale.config.ts),
 * and (2) runs the dev server's tests whose subject is size (tests/dev/size.ts) with `npm start` on it. Both by
 * default; `--shard=1/2` or `--shard=2/2` runs one, as CI's jobs do. The copy is deleted when the tests pass and
 * kept, with its path printed, when they fail.
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

/** The two parts, as shards: the build with its smoke tests, and the dev-server tests. */
const PARTS = ['1/2', '2/2'];

function main(): void {
  const usage = `Usage: npm run test:scale [-- --count ${SCALE_COUNT}] [--shard=1/2|2/2]`;
  const {values} = parseCommandLine(usage, {
    options: {count: {type: 'string', default: String(SCALE_COUNT)}, shard: {type: 'string'}},
  });
  const count = parseCount(values.count);
  if (values.shard !== undefined && !PARTS.includes(values.shard)) {
    console.error(`test:scale: --shard=${values.shard} is not a part; give 1/2 (build and smoke tests) or 2/2 (dev-server tests).`);
    process.exit(2);
  }
  const copy = createScaleSite({count});
  if (values.shard !== PARTS[1]) {
    console.log(`Building a copy with ${count} generated write-ups in ${copy}`);
    run('npm', ['run', 'build'], {cwd: copy});
    run('npx', ['playwright', 'test', '--config', 'playwright.scale.config.ts'], {
      cwd: path.resolve(__dirname, '..'),
      env: {...process.env, E2E_SITE_DIR: copy},
    });
  }
  // Last, as they edit the copy: the dev server's tests whose subject is size, with npm start on the copy.
  if (values.shard !== PARTS[0]) {
    run('npx', ['playwright', 'test', '--config', 'playwright.dev.config.ts'], {
      cwd: path.resolve(__dirname, '..'),
      env: {...process.env, E2E_DEV_SITE_DIR: copy},
    });
  }
  rmSync(copy, {recursive: true, force: true});
}

main();
