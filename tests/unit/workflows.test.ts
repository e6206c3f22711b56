import {readFileSync} from 'node:fs';
import path from 'node:path';
import {validateWorkflow} from '@action-validator/core';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');

type Step = {uses?: string; run?: string; with?: Record<string, unknown>};
type Job = {needs?: string | string[]; if?: string; permissions?: Record<string, string>; steps: Step[]};
type Workflow = {
  on: Record<string, unknown>;
  permissions?: unknown;
  concurrency?: {group: string; 'cancel-in-progress': boolean};
  jobs: Record<string, Job>;
};

const WORKFLOWS = ['.github/workflows/deploy.yml', '.github/workflows/test.yml'];
const workflow = (file: string) => load(read(file)) as Workflow;
const deploy = workflow('.github/workflows/deploy.yml');
const allSteps = WORKFLOWS.flatMap((file) => Object.values(workflow(file).jobs).flatMap((job) => job.steps));

describe('GitHub workflows', () => {
  it.each(WORKFLOWS)('%s passes the workflow schema check (action-validator)', (file) => {
    expect(validateWorkflow(read(file)).errors).toEqual([]);
  });

  it.each(WORKFLOWS)('%s pins every action to a full commit SHA with its version in a comment', (file) => {
    const uses = read(file)
      .split('\n')
      .filter((line) => /^\s*(-\s+)?uses:/.test(line));
    expect(uses.length).toBeGreaterThan(0);
    for (const line of uses) expect(line).toMatch(/uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it.each(WORKFLOWS)('%s grants nothing at the top level and leaves no token in .git/config', (file) => {
    expect(workflow(file).permissions).toEqual({});
    const checkouts = Object.values(workflow(file).jobs).flatMap((job) =>
      job.steps.filter((step) => step.uses?.startsWith('actions/checkout@')),
    );
    expect(checkouts.length).toBeGreaterThan(0);
    for (const step of checkouts) expect(step.with?.['persist-credentials']).toBe(false);
  });

  it('sets up the Node version of .nvmrc, a supported LTS, everywhere', () => {
    const setups = allSteps.filter((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setups.length).toBeGreaterThan(0);
    for (const step of setups) expect(step.with).toMatchObject({'node-version-file': '.nvmrc'});
    expect(read('.nvmrc').trim()).toMatch(/^(22|24)$/);
  });

  it('builds and tests read-only, publishes main only, with the only write permission, and then checks the site read-only', () => {
    expect(Object.keys(deploy.jobs)).toEqual(['build-and-test', 'publish', 'check']);
    const {'build-and-test': build, publish, check} = deploy.jobs;
    expect(build!.permissions).toEqual({contents: 'read'});
    expect(build!.steps.map((step) => step.run ?? step.uses?.split('@')[0])).toEqual([
      'actions/checkout',
      'actions/setup-node',
      'npm ci',
      'npm test',
      'actions/upload-artifact',
    ]);
    expect(publish).toMatchObject({needs: 'build-and-test', if: "github.ref == 'refs/heads/main'", permissions: {contents: 'write'}});
    // The job holding the write token runs no project code: it downloads the tested build and pushes it.
    expect(publish!.steps.map((step) => step.uses?.split('@')[0] ?? 'run')).toEqual(['actions/download-artifact', 'run']);
    expect(publish!.steps[1]!.run).not.toMatch(/\b(npm|npx|node)\b/);
    expect(publish!.steps[1]!.run).toMatch(/git push --force .* gh-pages$/m);
    expect(check).toMatchObject({needs: 'publish', permissions: {contents: 'read'}});
    expect(check!.steps.at(-1)!.run).toMatch(/scripts\/check-deploy\.ts/);
  });

  it('tests pull requests read-only, cancelling the run a new push supersedes', () => {
    const test = workflow('.github/workflows/test.yml');
    expect(Object.keys(test.on)).toEqual(['pull_request']);
    expect(test.concurrency).toEqual({group: 'test-${{ github.event.pull_request.number }}', 'cancel-in-progress': true});
    expect(Object.values(test.jobs).map((job) => job.permissions)).toEqual([{contents: 'read'}]);
  });
});

describe('versions', () => {
  const pkg = JSON.parse(read('package.json')) as {engines: {node: string}; dependencies: Record<string, string>};

  it('declares the lowest Node the dependencies run on (cheerio needs 20.18.1)', () => {
    expect(pkg.engines.node).toBe('>=20.18.1');
  });

  it('keeps Dependabot off the versions pinned on purpose, and keeps actions current', () => {
    const dependabot = load(read('.github/dependabot.yml')) as {
      updates: {'package-ecosystem': string; ignore?: {'dependency-name': string}[]}[];
    };
    const npm = dependabot.updates.find((update) => update['package-ecosystem'] === 'npm');
    // The patched packages are checked in tests/unit/patches.test.ts.
    expect(npm?.ignore?.map((rule) => rule['dependency-name'])).toEqual(expect.arrayContaining(['@docusaurus/*', 'katex']));
    expect(dependabot.updates.map((update) => update['package-ecosystem'])).toContain('github-actions');
    expect(pkg.dependencies['@docusaurus/core']).toBe('3.7.0');
    expect(pkg.dependencies.katex).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
