/**
 * The dev server as the owner runs it: `npm start` (or `npm run write`) in a copy of the site, by
 * default a new scratch copy (scripts/lib/scratch-site.ts) in a folder whose path
 * has a space and Chinese characters, so that the dev-server tests
 * (tests/dev/) and the benchmark (scripts/bench/dev-server.ts) can edit
 * write-ups without touching this checkout. Its terminal output is kept for
 * the tests that read what it reports.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createScratchSite} from './scratch-site';
import {freePort} from './free-port';
import {BASE_URL} from '../../src/site';

export type DevServer = {
  /** The copy the server runs in. */
  siteDir: string;
  /** The site's address, ending in the base path's slash. */
  url: string;
  /** Everything the server has printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
};

/** A limit for a cold start on a loaded 2-core machine; the wait ends as soon as the server answers. */
const START_LIMIT_MS = 240_000;

/**
 * Starts `npm start` in `siteDir` (or a new scratch copy of this checkout), or `npm run write -- <focus>` when a
 * write-up is given, and resolves once the first compilation is served.
 */
export async function startDevServer({siteDir, focus}: {siteDir?: string; focus?: string} = {}): Promise<DevServer> {
  const dir = siteDir ?? createScratchSite({prefix: '', dir: path.join(mkdtempSync(path.join(tmpdir(), 'dev server 開發-')), 'site')});
  const port = await freePort();
  const url = `http://127.0.0.1:${port}${BASE_URL}`;
  const command = focus === undefined ? ['start', '--'] : ['run', 'write', '--', focus];
  const server = spawn('npm', [...command, '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: dir,
    // Its own process group, so that stop() ends npm, Docusaurus and the compiler together.
    detached: true,
    env: {...process.env, BROWSER: 'none', FORCE_COLOR: '0'},
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const devServer: DevServer = {
    siteDir: dir,
    url,
    output: () => output,
    stop: () => stopServer(server),
  };
  try {
    await waitUntilServed(url, server, () => output);
  } catch (error) {
    await devServer.stop();
    throw error;
  }
  return devServer;
}

async function waitUntilServed(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with code ${server.exitCode}:\n${output()}`);
    // The dev middleware holds requests until the first compilation is done.
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`npm start did not serve ${url} within ${START_LIMIT_MS / 1000} s:\n${output()}`);
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    // The group has ended already.
  }
  return exited;
}

/** Removes a scratch copy made by startDevServer: the copy and the temporary folder around it. */
export function removeScratchSite(siteDir: string): void {
  rmSync(path.dirname(siteDir), {recursive: true, force: true});
}
