import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(__dirname, '..');
const run = (script: string, name: string) =>
  spawnSync('npx', ['tsx', path.join(siteDir, script), name], {cwd: siteDir, encoding: 'utf8', shell: process.platform === 'win32'});

describe.each([
  {command: 'npm run write', script: 'scripts/write.ts'},
  {command: 'npm run mutation:write-up', script: 'scripts/mutation-write-up.ts'},
])('$command', ({command, script}) => {
  it('fails on an unknown write-up, listing the closest ones, before starting anything', () => {
    const result = run(script, 'Binery Serch');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `${command}: No write-up is named "Binery Serch". Give a folder, a title or a problem number; the closest are:\n  LeetCode/Binary Search (704)\n`,
    );
    expect(result.stdout).toBe('');
  });
});
