import {readFileSync} from 'node:fs';
import path from 'node:path';
import {validateWorkflow} from '@action-validator/core';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');

type Step = {uses?: string; run?: string; with?: Record<string, unknown>};
type Job = {
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  uses?: string;
  strategy?: {matrix: {shard: string[]}};
  steps?: Step[];
};
type Workflow = {
  on: Record<string, unknown>;
  permissions?: unknown;
  concurrency?: {group: string; 'cancel-in-progress': boolean};
  jobs: Record<string, Job>;
};

const WORKFLOWS = ['.github/workflows/checks.yml', '.github/workflows/deploy.yml', '.github/workflows/test.yml'];
const CHECKS = './.github/workflows/checks.yml';
const workflow = (file: string) => load(read(file)) as Workflow;
const deploy = workflow('.github/workflows/deploy.yml');
const checks = workflow('.github/workflows/checks.yml');
const stepsOf = (job: Job) => job.steps ?? [];
const allSteps = WORKFLOWS.flatMap((file) => Object.values(workflow(file).jobs).flatMap(stepsOf));
const pkg = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  engines: {node: string};
  dependencies: Record<string, string>;
};

/** The npm scripts a command line runs, in order: `npm run a && npm run b` gives a, b; `npm test` gives test. */
const scriptsRun = (command: string) =>
  command.split('&&').map((part) => {
    const [, script] = /^\s*npm (?:run )?([\w:-]+)/.exec(part) ?? [];
    if (script === undefined) throw new Error(`"${part.trim()}" is not an npm script`);
    return script;
  });

describe('GitHub workflows', () => {
  it.each(WORKFLOWS)('%s passes the workflow schema check (action-validator)', (file) => {
    expect(validateWorkflow(read(file)).errors).toEqual([]);
  });

  it.each(WORKFLOWS)('%s pins every action to a full commit SHA with its version in a comment, or calls the checks', (file) => {
    const uses = read(file)
      .split('\n')
      .filter((line) => /^\s*(-\s+)?uses:/.test(line));
    expect(uses.length).toBeGreaterThan(0);
    for (const line of uses) {
      if (!line.endsWith(`uses: ${CHECKS}`)) expect(line).toMatch(/uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
    }
  });

  it.each(WORKFLOWS)('%s grants nothing at the top level and leaves no token in .git/config', (file) => {
    expect(workflow(file).permissions).toEqual({});
    const checkouts = Object.values(workflow(file).jobs).flatMap((job) =>
      stepsOf(job).filter((step) => step.uses?.startsWith('actions/checkout@')),
    );
    for (const step of checkouts) expect(step.with?.['persist-credentials']).toBe(false);
  });

  it('checks out the code in every job of the checks', () => {
    for (const job of Object.values(checks.jobs)) expect(stepsOf(job)[0]!.uses).toMatch(/^actions\/checkout@/);
  });

  it('sets up the Node version of .nvmrc, a supported LTS, everywhere', () => {
    const setups = allSteps.filter((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setups.length).toBeGreaterThan(0);
    for (const step of setups) expect(step.with).toMatchObject({'node-version-file': '.nvmrc'});
    expect(read('.nvmrc').trim()).toMatch(/^(22|24)$/);
  });

  it('runs every part of npm test in a job of the checks, each part once and nothing else', () => {
    const parts = scriptsRun(pkg.scripts.test!);
    const run = Object.values(checks.jobs)
      .flatMap(stepsOf)
      .flatMap((step) => (step.run === undefined || step.run === 'npm ci' ? [] : [step.run]));
    // One step per command, so that a failed job names it; a shard's arguments after `--`.
    for (const command of run) expect(command).toMatch(/^npm run [\w:-]+(?: -- --shard=\$\{\{ matrix\.shard \}\})?$/);
    expect(run.flatMap(scriptsRun).sort()).toEqual([...parts].sort());
  });

  it('runs every shard of a split check: 1/n to n/n', () => {
    const matrices = Object.values(checks.jobs).flatMap((job) => (job.strategy ? [job.strategy.matrix.shard] : []));
    expect(matrices.length).toBeGreaterThan(0);
    for (const shards of matrices) expect(shards).toEqual(shards.map((_, index) => `${index + 1}/${shards.length}`));
  });

  it('tests the one build it uploads: the site and browser tests download it, and nothing else builds', () => {
    const building = Object.entries(checks.jobs).filter(([, job]) => stepsOf(job).some((step) => step.run === 'npm run build'));
    expect(building.map(([name]) => name)).toEqual(['build']);
    for (const name of ['site', 'e2e']) {
      expect(checks.jobs[name]).toMatchObject({needs: 'build'});
      expect(stepsOf(checks.jobs[name]!).find((step) => step.uses?.startsWith('actions/download-artifact@'))?.with).toEqual({
        name: 'build-output',
      });
    }
  });

  it('checks read-only, publishes main only once every check passed, with the only write permission, then checks the site read-only', () => {
    for (const job of Object.values(checks.jobs)) expect(job.permissions).toEqual({contents: 'read'});
    expect(Object.keys(deploy.jobs)).toEqual(['checks', 'publish', 'check']);
    const {checks: called, publish, check} = deploy.jobs;
    expect(called).toEqual({permissions: {contents: 'read'}, uses: CHECKS});
    expect(publish).toMatchObject({needs: 'checks', if: "github.ref == 'refs/heads/main'", permissions: {contents: 'write'}});
    // The job holding the write token runs no project code: it downloads the tested build and pushes it.
    const publishSteps = stepsOf(publish!);
    expect(publishSteps.map((step) => step.uses?.split('@')[0] ?? 'run')).toEqual(['actions/download-artifact', 'run']);
    expect(publishSteps[0]!.with).toMatchObject({name: 'site'});
    expect(publishSteps[1]!.run).not.toMatch(/\b(npm|npx|node)\b/);
    expect(publishSteps[1]!.run).toMatch(/git push --force .* gh-pages$/m);
    expect(check).toMatchObject({needs: 'publish', permissions: {contents: 'read'}});
    expect(stepsOf(check!).at(-1)!.run).toMatch(/scripts\/check-deploy\.ts/);
  });

  it('tests pull requests with the same checks, read-only, cancelling the run a new push supersedes', () => {
    const test = workflow('.github/workflows/test.yml');
    expect(Object.keys(test.on)).toEqual(['pull_request']);
    expect(test.concurrency).toEqual({group: 'test-${{ github.event.pull_request.number }}', 'cancel-in-progress': true});
    expect(Object.values(test.jobs)).toEqual([{permissions: {contents: 'read'}, uses: CHECKS}]);
  });

  it('npm run lint:workflows checks every workflow', () => {
    expect(pkg.scripts['lint:workflows']!.split('&&').map((part) => part.trim())).toEqual(
      WORKFLOWS.map((file) => `action-validator ${file}`),
    );
  });
});

describe('versions', () => {
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
