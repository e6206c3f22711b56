/**
 * The check before pushing one write-up (npm run check:write-up) stops at the
 * first step that fails, naming the write-up and the step. Run on a scratch
 * copy whose Binary Search returns a wrong index: it type-checks and lints,
 * and its own tests catch it.
 */
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {createScratchSite} from '../../scripts/lib/scratch-site';
import {runCollecting} from './fixture-site';

const copy = createScratchSite({prefix: 'check write-up 檢查-'});
afterAll(() => rmSync(copy, {recursive: true, force: true}));

describe('npm run check:write-up', () => {
  it('fails on a write-up whose solution is wrong, naming the write-up and the step, after the steps before it pass', async () => {
    const solution = path.join(copy, 'docs/LeetCode/Binary Search/solution.ts');
    const code = readFileSync(solution, 'utf8');
    const broken = code.replace('low <= high', 'low < high');
    expect(broken).not.toBe(code);
    writeFileSync(solution, broken);

    const {status, output} = await runCollecting('npm', ['run', 'check:write-up', '--', '704'], copy);

    expect(output).toContain('── type checking: ');
    expect(output).toContain('── lint: ');
    expect(output).toContain('npm run check:write-up: docs/LeetCode/Binary Search fails its tests; fix what is printed above and run the check again.');
    expect(output).not.toContain('the focused build');
    expect(status).toBe(1);
    // Type checking and lint of the whole project come first: minutes on a loaded machine.
  }, 600_000);
});
