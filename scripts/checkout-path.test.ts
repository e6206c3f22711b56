import {spawn} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

const siteDir = path.resolve(__dirname, '..');
// A checkout the way an owner might place it: a space and Chinese characters in the path.
const parent = mkdtempSync(path.join(tmpdir(), '新 資料夾-'));
const checkout = path.join(parent, 'solve-problems');
for (const entry of ['scripts', 'src', 'package.json', 'tsconfig.json']) {
  cpSync(path.join(siteDir, entry), path.join(checkout, entry), {recursive: true});
}
symlinkSync(path.join(siteDir, 'node_modules'), path.join(checkout, 'node_modules'), 'dir');
// The same checkout reached through a symlink.
const linked = path.join(parent, '連結 solve-problems');
symlinkSync(checkout, linked, 'dir');
const tsx = path.join(checkout, 'node_modules', '.bin', 'tsx');

/** Runs a script with tsx from `cwd`; resolves with its exit status and everything it printed. */
function run(cwd: string, args: string[]): Promise<{status: number | null; output: string}> {
  const child = spawn(tsx, args, {cwd, env: {...process.env, FORCE_COLOR: '0'}});
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({status, output}));
  });
}

describe('the scripts, run from a checkout whose path has a space and Chinese characters', () => {
  afterAll(() => rmSync(parent, {recursive: true, force: true}));

  it.each([
    {name: 'its own path', cwd: checkout, title: 'Two Sum', number: '1', folder: 'Two Sum'},
    {name: 'a symlink to it', cwd: linked, title: 'Is Graph Bipartite?', number: '785', folder: 'Is Graph Bipartite'},
  ])('npm run new scaffolds a write-up when started from $name', async ({cwd, title, number, folder}) => {
    const args = ['scripts/new-write-up.ts', 'leetcode', title, '--number', number, '--difficulty', 'Easy', '--fn', 'solve'];
    const {status, output} = await run(cwd, args);
    expect(output).toContain(`Created docs/LeetCode/${folder}/ with README.mdx`);
    expect(status, output).toBe(0);
    expect(readdirSync(path.join(checkout, 'docs', 'LeetCode', folder)).sort()).toEqual([
      'README.mdx',
      'cases.ts',
      'solution.test.ts',
      'solution.ts',
    ]);
  });

  it('serve-build listens and serves the built site', async () => {
    mkdirSync(path.join(checkout, 'build'), {recursive: true});
    writeFileSync(path.join(checkout, 'build', 'index.html'), '<!doctype html><title>新 資料夾</title>');
    const child = spawn(tsx, ['scripts/serve-build.ts', '--port', '0'], {cwd: checkout});
    try {
      const address = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Serving build\/ at (\S+)/.exec(output);
          if (match) resolve(match[1]!);
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('close', (status) => reject(new Error(`serve-build exited with ${status} without listening: ${output}`)));
      });
      expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/solve-problems\/$/);
      const response = await fetch(address);
      expect({status: response.status, body: await response.text()}).toEqual({
        status: 200,
        body: '<!doctype html><title>新 資料夾</title>',
      });
    } finally {
      child.kill();
    }
  });
});
