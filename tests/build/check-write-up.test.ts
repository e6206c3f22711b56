/**
 * The check before pushing one write-up (npm run check:write-up) stops at the
 * first step that fails, naming the write-up and the step. Run on a scratch
 * copy whose Binary Search returns a wrong index: it type-checks and lints,
 * and its own tests catch it.
 */
import {spawn} from 'node:child_process';
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {createScratchSite} from '../../scripts/lib/scratch-site';

const copy = createScratchSite({prefix: 'check write-up 檢查-'});
afterAll(() => rmSync(copy, {recursive: true, force: true}));

function runCheck(name: string): Promise<{status: number | null; output: string}> {
  // Asynchronous, as the fixture builds are: a blocking spawnSync would stall vitest's worker.
  const child = spawn('npm', ['run', 'check:write-up', '--', name], {cwd: copy, env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1'}});
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({status, output}));
  });
}

describe('npm run check:write-up', () => {
  it('fails on a write-up whose solution is wrong, naming the write-up and the step, after the steps before it pass', async () => {
    const solution = path.join(copy, 'docs/LeetCode/Binary Search/solution.ts');
    const code = readFileSync(solution, 'utf8');
    const broken = code.replace('low <= high', 'low < high');
    expect(broken).not.toBe(code);
    writeFileSync(solution, broken);

    const {status, output} = await runCheck('704');

    expect(output).toContain('── type checking: ');
    expect(output).toContain('── lint: ');
    expect(output).toContain('npm run check:write-up: docs/LeetCode/Binary Search fails its tests; fix what is printed above and run the check again.');
    expect(output).not.toContain('the focused build');
    expect(status).toBe(1);
    // Type checking and lint of the whole project come first: over 3 minutes at load 16 on 2 cores (2026-11-26).
  }, 600_000);
});
