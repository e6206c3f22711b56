import {spawnSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';

const siteDir = path.resolve(__dirname, '..');

describe('scripts/docusaurus.mjs', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, {recursive: true, force: true})));

  it("runs Docusaurus' own command with its arguments, keeping Node's compiled code in the site's node_modules/.cache where Node can", () => {
    // A site folder of its own (a path with a space and Chinese characters), with this checkout's Docusaurus.
    const site = path.join(mkdtempSync(path.join(os.tmpdir(), 'compile cache 快取-')), 'site');
    dirs.push(path.dirname(site));
    mkdirSync(path.join(site, 'scripts'), {recursive: true});
    mkdirSync(path.join(site, 'node_modules'));
    writeFileSync(path.join(site, 'package.json'), '{"name": "site"}');
    writeFileSync(path.join(site, 'docusaurus.config.js'), "module.exports = {title: 'Site', url: 'https://example.com', baseUrl: '/'};");
    mkdirSync(path.join(site, 'scripts', 'lib'));
    for (const file of ['docusaurus.mjs', 'lib/compile-cache.mjs'])
      copyFileSync(path.join(siteDir, 'scripts', file), path.join(site, 'scripts', file));
    symlinkSync(path.join(siteDir, 'node_modules', '@docusaurus'), path.join(site, 'node_modules', '@docusaurus'), 'junction');
    const env = {...process.env};
    delete env.NODE_COMPILE_CACHE;
    const result = spawnSync(process.execPath, [path.join(site, 'scripts', 'docusaurus.mjs'), '--version'], {
      cwd: site,
      encoding: 'utf8',
      env,
    });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('3.7.0');
    // Node 22.1 and later write the cache; Node 20 has none and runs the command all the same.
    const cache = path.join(site, 'node_modules', '.cache', 'node-compile-cache');
    const hasCompileCache = typeof (module as {enableCompileCache?: unknown}).enableCompileCache === 'function';
    expect(existsSync(cache) && readdirSync(cache).length > 0).toBe(hasCompileCache);
  });

  // A stand-in for Docusaurus' command that prints what schema-utils would read.
  function commandSeeing(): string {
    const site = path.join(mkdtempSync(path.join(os.tmpdir(), 'schema checks 檢查-')), 'site');
    dirs.push(path.dirname(site));
    mkdirSync(path.join(site, 'scripts', 'lib'), {recursive: true});
    mkdirSync(path.join(site, 'node_modules', '@docusaurus', 'core', 'bin'), {recursive: true});
    for (const file of ['docusaurus.mjs', 'lib/compile-cache.mjs'])
      copyFileSync(path.join(siteDir, 'scripts', file), path.join(site, 'scripts', file));
    writeFileSync(
      path.join(site, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'),
      "console.log(process.env.SKIP_VALIDATION ?? 'unset');",
    );
    return site;
  }

  it.each([
    ['leaves the dev server options unchecked by schema-utils under start', ['start'], undefined, 'y'],
    ["keeps the owner's own SKIP_VALIDATION under start", ['start'], 'n', 'n'],
    ['checks them in every other command', ['build'], undefined, 'unset'],
  ])('%s', (_, args, owners, seen) => {
    const site = commandSeeing();
    const env = {...process.env};
    delete env.SKIP_VALIDATION;
    if (owners !== undefined) env.SKIP_VALIDATION = owners;
    const result = spawnSync(process.execPath, [path.join(site, 'scripts', 'docusaurus.mjs'), ...args], {cwd: site, encoding: 'utf8', env});
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe(seen);
  });
});
