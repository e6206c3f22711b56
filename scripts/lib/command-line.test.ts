import {execFile} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {describe, expect, it, vi} from 'vitest';
import {parseCommandLine} from './command-line';

const siteDir = path.resolve(__dirname, '../..');
const tsx = path.join(siteDir, 'node_modules', '.bin', 'tsx');

/** Every script under scripts/ that reads its command line with parseCommandLine. */
const scripts = ['scripts', 'scripts/bench']
  .flatMap((dir) => readdirSync(path.join(siteDir, dir)).map((file) => `${dir}/${file}`))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .filter((file) => readFileSync(path.join(siteDir, file), 'utf8').includes('parseCommandLine('));

/** Runs a script with tsx; resolves with its exit status and what it printed. */
async function run(script: string, args: string[]): Promise<{status: number; stdout: string; stderr: string}> {
  try {
    const {stdout, stderr} = await promisify(execFile)(tsx, [script, ...args], {cwd: siteDir, env: {...process.env, FORCE_COLOR: '0'}});
    return {status: 0, stdout, stderr};
  } catch (error) {
    const {code, stdout, stderr} = error as {code: number; stdout: string; stderr: string};
    return {status: code, stdout, stderr};
  }
}

describe("the scripts' command lines", () => {
  it('cover every script that package.json runs with tsx', () => {
    const {scripts: npmScripts} = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {scripts: Record<string, string>};
    const run = Object.values(npmScripts).flatMap((command) => [...command.matchAll(/\btsx (scripts\/\S+\.ts)/g)].map((match) => match[1]));
    expect(run.length).toBeGreaterThan(5);
    expect(scripts).toEqual(expect.arrayContaining(run.filter((script) => script !== 'scripts/new-write-up.ts')));
  });

  describe('parseCommandLine', () => {
    const config = {args: [] as string[], options: {runs: {type: 'string', default: '3'}}} as const;
    function parse(args: string[]) {
      const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
        throw new Error(`exit ${code}`);
      });
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        return {result: parseCommandLine('Usage: x [--runs 3]', {...config, args}).values};
      } catch (thrown) {
        return {thrown: (thrown as Error).message, log: log.mock.calls.join('\n'), error: error.mock.calls.join('\n')};
      } finally {
        exit.mockRestore();
        log.mockRestore();
        error.mockRestore();
      }
    }

    it('returns the options', () => {
      expect(parse(['--runs', '5'])).toEqual({result: {runs: '5'}});
      expect(parse([])).toEqual({result: {runs: '3'}});
    });

    it('prints the usage for --help and exits 0', () => {
      expect(parse(['--help'])).toEqual({thrown: 'exit 0', log: 'Usage: x [--runs 3]', error: ''});
    });

    it.each([
      {args: ['--no-such-option'], reason: "Unknown option '--no-such-option'"},
      {args: ['--runs'], reason: "Option '--runs <value>' argument missing"},
    ])('prints the reason and the usage for $args and exits 2', ({args, reason}) => {
      const {thrown, error} = parse(args);
      expect(thrown).toBe('exit 2');
      expect(error).toContain(reason);
      expect(error).toContain('Usage: x [--runs 3]');
    });
  });

  it('a script answers --help with its usage before doing any work (bench:lighthouse, which needs a build)', async () => {
    const {status, stdout} = await run('scripts/bench/lighthouse.ts', ['--help']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage: npm run build && npm run bench:lighthouse/);
  });

  it('npm run new prints its usage for --help', async () => {
    const {status, stdout} = await run('scripts/new-write-up.ts', ['--help']);
    expect(status).toBe(0);
    expect(stdout).toContain('usage: npm run new -- leetcode "<title>"');
  });
});
