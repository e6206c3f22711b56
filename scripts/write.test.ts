import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(__dirname, '..');
const run = (runner: string[], script: string, name: string) =>
  spawnSync(runner[0]!, [...runner.slice(1), path.join(siteDir, script), name], {
    cwd: siteDir,
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });

describe.each([
  {command: 'npm run write', runner: [process.execPath], script: 'scripts/write.mjs'},
  {command: 'npm run mutation:write-up', runner: ['npx', 'tsx'], script: 'scripts/mutation-write-up.ts'},
])('$command', ({command, runner, script}) => {
  it('fails on an unknown write-up, listing the closest ones, before starting anything', () => {
    const result = run(runner, script, 'Binery Serch');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `${command}: No write-up is named "Binery Serch". Give a folder, a title or a problem number; the closest are:\n  LeetCode/Binary Search (704)\n`,
    );
    expect(result.stdout).toBe('');
  });
});
