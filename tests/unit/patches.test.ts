import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');

/** patches/<name with "/" as "+">+<version>.patch, as patch-package names them. */
const PATCHES = readdirSync(path.join(root, 'patches')).map((file) => {
  const match = /^(.+)\+(\d+\.\d+\.\d+)\.patch$/.exec(file);
  if (!match) throw new Error(`patches/${file}: not named <package>+<version>.patch; create it with "npx patch-package <package>"`);
  return {file, name: match[1]!.replace('+', '/'), version: match[2]!};
});

describe('the dependency patches under patches/', () => {
  it('exist (the site depends on them)', () => {
    expect(PATCHES.map(({name}) => name).sort()).toEqual(['@docusaurus/core', '@docusaurus/theme-common']);
  });

  it.each(PATCHES)('$file is for the installed version of $name', ({file, name, version}) => {
    const installed = (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {version: string})
      .version;
    expect(
      installed,
      `patches/${file} was written for ${name} ${version}, but ${installed} is installed: re-apply each change of the patch ` +
        `(the header of the patched code says why it is there) to ${installed}, build and test, then run "npx patch-package ${name}" ` +
        'and delete the old patch; or pin the dependency back.',
    ).toBe(version);
  });

  it.each(PATCHES)('$file: $name is pinned exactly, when package.json names it', ({name, version}) => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {dependencies: Record<string, string>};
    expect(manifest.dependencies[name] ?? version, `pin ${name} to ${version} in package.json: a patch applies to one version`).toBe(
      version,
    );
  });

  it.each(PATCHES)('$file: Dependabot proposes no bump of $name, which the patch would not apply to', ({name}) => {
    const dependabot = load(readFileSync(path.join(root, '.github/dependabot.yml'), 'utf8')) as {
      updates: {'package-ecosystem': string; ignore?: {'dependency-name': string}[]}[];
    };
    const ignored = dependabot.updates.find((update) => update['package-ecosystem'] === 'npm')?.ignore ?? [];
    // Dependabot's dependency-name accepts * as a wildcard.
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const matches = (pattern: string) => new RegExp(`^${pattern.split('*').map(literal).join('.*')}$`).test(name);
    expect(
      ignored.some((rule) => matches(rule['dependency-name'])),
      `add "- dependency-name: ${name}" to the npm ignore list of .github/dependabot.yml, with the reason (UPGRADING.md)`,
    ).toBe(true);
  });

  it('each have an entry in UPGRADING.md', () => {
    const upgrading = readFileSync(path.join(root, 'UPGRADING.md'), 'utf8');
    const headings = [...upgrading.matchAll(/^## `([^`]+)` (\d+\.\d+\.\d+):/gm)].map(([, name, version]) => `${name}@${version}`);
    expect(headings.sort()).toEqual(PATCHES.map(({name, version}) => `${name}@${version}`).sort());
  });
});

describe('UPGRADING.md', () => {
  const upgrading = readFileSync(path.join(root, 'UPGRADING.md'), 'utf8');
  /** Each patch ("## `name` version: …") and each tie to a dependency's internals ("### …"), with its text. */
  const entries = [...upgrading.matchAll(/^(?:## `[^`]+` \d+\.\d+\.\d+:|### )(.*)\n([\s\S]*?)(?=^##|(?![\s\S]))/gm)].map(
    ([, heading, text]) => ({
      heading: heading!.trim(),
      tests: [...text!.matchAll(/`([^`\s]+\.(?:test|spec)\.ts)`/g)].map(([, file]) => file!),
    }),
  );

  it('lists the patches and the ties to internals', () => {
    expect(entries.length).toBeGreaterThan(PATCHES.length);
  });

  it.each(entries)('$heading: names the tests that fail when it changes, and each exists', ({heading, tests}) => {
    expect(tests, `UPGRADING.md, "${heading}": name the test file that fails when this changes`).not.toEqual([]);
    for (const file of tests) expect(existsSync(path.join(root, file)), `UPGRADING.md, "${heading}": ${file} does not exist`).toBe(true);
  });
});
