import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {checkDeploy, deployTarget} from './check-deploy';
import {startServer} from './lib/pages-server';

const ASSET = 'assets/css/styles.0123abcd.css';
const PAGE = `<!doctype html><html><head><link data-rh="true" rel="canonical" href="https://someone.github.io/solve-problems/">
<link rel="stylesheet" href="/solve-problems/${ASSET}"></head><body></body></html>`;

// A build in a folder whose path has a space and Chinese characters, served like GitHub Pages.
const buildDir = mkdtempSync(path.join(tmpdir(), '部署 check-'));
let server: Awaited<ReturnType<typeof startServer>>;
let siteUrl: string;

beforeAll(async () => {
  server = await startServer({dir: buildDir, port: 0});
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/solve-problems/`;
});
afterAll(() => {
  server.close();
  rmSync(buildDir, {recursive: true, force: true});
});
beforeEach(() => {
  rmSync(buildDir, {recursive: true, force: true});
  mkdirSync(path.join(buildDir, 'assets/css'), {recursive: true});
  writeFileSync(path.join(buildDir, 'index.html'), PAGE);
  writeFileSync(path.join(buildDir, '404.html'), 'Page Not Found');
  writeFileSync(path.join(buildDir, ASSET), 'body{}');
});

const noWait = () => Promise.resolve();

describe('deployTarget', () => {
  it("takes the home page from the build's canonical URL and its first hashed asset", () => {
    expect(deployTarget(buildDir)).toEqual({
      home: 'https://someone.github.io/solve-problems/',
      asset: `https://someone.github.io/solve-problems/${ASSET}`,
    });
  });

  it('checks another address when given one', () => {
    expect(deployTarget(buildDir, 'http://127.0.0.1:3000/solve-problems/').asset).toBe(`http://127.0.0.1:3000/solve-problems/${ASSET}`);
  });

  it('refuses a page without a hashed asset, naming the file', () => {
    writeFileSync(path.join(buildDir, 'index.html'), '<link rel="canonical" href="https://someone.github.io/solve-problems/">');
    expect(() => deployTarget(buildDir)).toThrow(`${path.join(buildDir, 'index.html')} names no hashed asset`);
  });
});

describe('checkDeploy against the GitHub-Pages-like server', () => {
  it('passes when the home page and the asset answer 200', async () => {
    const log: string[] = [];
    await checkDeploy(deployTarget(buildDir, siteUrl), {attempts: 3, intervalMs: 0, sleep: noWait, log: (line) => log.push(line)});
    expect(log).toEqual([`Deployed: ${siteUrl} → 200, ${siteUrl}${ASSET} → 200`]);
  });

  it('fails after the given number of attempts when the asset is missing, naming both answers', async () => {
    const target = deployTarget(buildDir, siteUrl);
    rmSync(path.join(buildDir, ASSET));
    const log: string[] = [];
    const waits: number[] = [];
    const check = checkDeploy(target, {
      attempts: 3,
      intervalMs: 50,
      sleep: (ms) => Promise.resolve(void waits.push(ms)),
      log: (line) => log.push(line),
    });
    await expect(check).rejects.toThrow(`after 3 attempts: ${siteUrl} → 200, ${siteUrl}${ASSET} → 404`);
    expect(log).toHaveLength(3);
    expect(waits).toEqual([50, 50]);
  });

  it('keeps trying until the new build is served', async () => {
    const target = deployTarget(buildDir, siteUrl);
    rmSync(path.join(buildDir, ASSET));
    const log: string[] = [];
    // GitHub Pages finishes publishing during the first wait.
    const publish = () => Promise.resolve(writeFileSync(path.join(buildDir, ASSET), 'body{}'));
    await checkDeploy(target, {attempts: 5, intervalMs: 0, sleep: publish, log: (line) => log.push(line)});
    expect(log).toEqual([
      `Attempt 1/5: ${siteUrl} → 200, ${siteUrl}${ASSET} → 404`,
      `Deployed: ${siteUrl} → 200, ${siteUrl}${ASSET} → 200`,
    ]);
  });

  it('does not count a redirect as served', async () => {
    const target = {home: siteUrl.slice(0, -1), asset: `${siteUrl}${ASSET}`};
    await expect(checkDeploy(target, {attempts: 1, intervalMs: 0, log: () => {}})).rejects.toThrow(`${siteUrl.slice(0, -1)} → 301`);
  });

  it('reports a server that does not answer', async () => {
    const target = {home: 'http://127.0.0.1:9/solve-problems/', asset: `http://127.0.0.1:9/solve-problems/${ASSET}`};
    await expect(checkDeploy(target, {attempts: 1, intervalMs: 0, log: () => {}})).rejects.toThrow(/→ no answer \(fetch failed\)/);
  });
});
