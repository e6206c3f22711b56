/**
 * The owner's writing loop, timed: `npm start`, and `npm run write` focused on
 * the same write-up, on a scratch copy with T write-ups in all (the real ones
 * and generated ones), then
 *   - first write-up: from starting the server until a write-up's title is on
 *     screen in a browser tab (the dev server renders in the browser only; the
 *     first animation frame after it is in the page, seen by the page itself);
 *   - edits: from saving an edit of that write-up's README.mdx, solution.ts or
 *     cases.ts until it is on screen in the same tab (the first animation frame
 *     after it is in the page, seen by the page itself), with no page load between.
 *   - second start: the server stopped and started again, until the title is
 *     on screen (under npm run write, from Rspack's persistent cache:
 *     src/focused-writing/persistent-cache.ts).
 *   - another write-up, under npm run write: the server stopped and started
 *     on a write-up not opened before, as after npm run new, until its title is
 *     on screen (its cache starts as a copy of the last one's).
 * Each run first empties the cache, so that its first start is cold; the
 * figures are medians over the runs. Before the runs, one start of each mode,
 * not timed, compiles the copy's TypeScript for jiti and Node's compile cache,
 * which are kept by path, as the owner's checkout has them after its first
 * start (a first start after npm ci is slower).
 */
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';
import {parseCommandLine} from '../lib/command-line';
import type {Page} from '@playwright/test';
import {startDevServer, type DevServer} from '../lib/dev-server';
import {SITE_DIR, createScratchSite} from '../lib/scratch-site';
import {WRITE_UP_ROUTES} from '../../tests/site/routes';
import {launchChromium, median, printTable} from './common';
import {writeGeneratedWriteUps} from '../lib/generate-write-ups';
import {cacheDirectory} from '../../src/focused-writing/persistent-cache';

const REAL_WRITE_UPS = WRITE_UP_ROUTES.length;
type WriteUp = {route: string; title: string; folder: string};
const WRITE_UP: WriteUp = {route: 'LeetCode/Binary Search/', title: 'Binary Search', folder: 'LeetCode/Binary Search'};
const ANOTHER_WRITE_UP: WriteUp = {route: 'LeetCode/Ransom Note/', title: 'Ransom Note', folder: 'LeetCode/Ransom Note'};
const MODES = {start: 'npm start', write: 'npm run write'} as const;
type Mode = keyof typeof MODES;
const USAGE = `Usage: npm run bench:dev -- [T ...] [--runs 5] [--modes start,write] [--project DIR ...]
  T          write-ups in all (default: 21 2000)
  --project  another copy of the project (e.g. an older commit exported with \`git archive\`, with its own npm ci),
             measured beside this checkout, taking turns run by run`;

/** The edits timed in each run: a file of the write-up, what is saved into it, and what shows once it is on screen. */
const EDITS = [
  {
    file: 'README.mdx',
    edit: (text: string, run: number) => text.replace('## Problem\n', `## Problem\n\nA sentence saved in run ${run}.\n`),
    shown: (run: number) => `A sentence saved in run ${run}.`,
  },
  {
    file: 'solution.ts',
    edit: (text: string, run: number) => `// A comment saved in run ${run}.\n${text}`,
    shown: (run: number) => `// A comment saved in run ${run}.`,
  },
  {
    file: 'cases.ts',
    edit: (text: string, run: number) => text.replace("name: 'finds the only element'", `name: 'finds the only element, run ${run}'`),
    shown: (run: number) => `finds the only element, run ${run}`,
  },
] as const;
type EditFile = (typeof EDITS)[number]['file'];

/** How long an edit may take to show before the run records it as never shown. */
const EDIT_LIMIT_MS = 30_000;

/** An edit's seconds are undefined when it did not show in the open tab (live updates broken). */
type Run = {
  firstWriteUpSeconds: number;
  editSeconds: Record<EditFile, number | undefined>;
  secondStartSeconds: number;
  /** Under npm run write only. */
  anotherWriteUpSeconds?: number;
};

type Watched = {shownAt?: Promise<number | null>};

/**
 * Watches the open tab for `text`: `window.shownAt` resolves with the time (ms since the epoch, the clock Date.now()
 * reads in this process too) of the first frame after the text is in the page, or with null after EDIT_LIMIT_MS.
 * Playwright's waitFor polls at 0, 20, 70, 170 and 270 ms, then every 500 ms: an edit seen by it is timed up to half
 * a second late, and the figures it gave came in steps of half a second (scripts/bench/README.md).
 */
async function watchFor(page: Page, text: string): Promise<void> {
  await page.evaluate(
    ([text, limit]) => {
      (window as Watched).shownAt = new Promise((resolve) => {
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, limit);
        const observer = new MutationObserver(() => {
          if (!document.body.textContent?.includes(text)) return;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => resolve(Date.now()));
        });
        observer.observe(document.body, {subtree: true, childList: true, characterData: true});
      });
    },
    [text, EDIT_LIMIT_MS] as const,
  );
}

type Titled = {titleShownAt?: Promise<number>};

/**
 * Has every page the tab loads note when `title` is first in a heading on screen: `window.titleShownAt` resolves with
 * the time of the first frame after it is in the page, as watchFor does for the edits (a start timed by Playwright's
 * waitFor was up to half a second late).
 */
async function watchForTitle(page: Page, title: string): Promise<void> {
  await page.addInitScript((title) => {
    (window as Titled).titleShownAt = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!Array.from(document.querySelectorAll('h1'), (heading) => heading.textContent).includes(title)) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(Date.now()));
      });
      observer.observe(document, {subtree: true, childList: true, characterData: true});
    });
  }, title);
}

/** The dev server of a mode: `npm run write` focused on the write-up, `npm start` with every write-up. */
const serverOptions = (siteDir: string, mode: Mode, writeUp: WriteUp) => ({siteDir, ...(mode === 'write' && {focus: writeUp.folder})});

/** Starts the server and opens the write-up: the seconds until its title is on screen. */
async function startAndOpen(siteDir: string, mode: Mode, page: Page, writeUp = WRITE_UP): Promise<{server: DevServer; seconds: number}> {
  const started = Date.now();
  const server = await startDevServer(serverOptions(siteDir, mode, writeUp));
  try {
    await page.goto(`${server.url}${encodeURI(writeUp.route)}`);
    await page.getByRole('heading', {level: 1, name: writeUp.title}).waitFor({timeout: 300_000});
    const shownAt = await page.evaluate(() => (window as Titled).titleShownAt);
    return {server, seconds: (shownAt! - started) / 1000};
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function measureOnce(siteDir: string, mode: Mode, run: number): Promise<Run> {
  rmSync(cacheDirectory(path.join(siteDir, '.docusaurus')), {recursive: true, force: true});
  const browser = await launchChromium();
  const page = await browser.newPage();
  await watchForTitle(page, WRITE_UP.title);
  const first = await startAndOpen(siteDir, mode, page);
  const firstWriteUpSeconds = first.seconds;
  let server = first.server;
  try {
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.evaluate(() => ((window as {sameDocument?: boolean}).sameDocument = true));

    const editSeconds = {} as Run['editSeconds'];
    for (const {file: name, edit, shown: shownText} of EDITS) {
      const file = path.join(siteDir, 'docs', WRITE_UP.folder, name);
      const original = readFileSync(file, 'utf8');
      await watchFor(page, shownText(run));
      const saved = Date.now();
      writeFileSync(file, edit(original, run));
      const shownAt = await page.evaluate(() => (window as Watched).shownAt ?? null).catch(() => null);
      if (!(await page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument === true))) {
        throw new Error(`the edit of ${name} loaded the page again: live updates are broken`);
      }
      editSeconds[name] = shownAt === null ? undefined : (shownAt - saved) / 1000;
      writeFileSync(file, original);
      await page
        .getByText(shownText(run))
        .first()
        .waitFor({state: 'detached', timeout: EDIT_LIMIT_MS})
        .catch(() => undefined);
    }
    await page.goto('about:blank');
    await server.stop();
    const second = await startAndOpen(siteDir, mode, page);
    server = second.server;
    if (mode !== 'write') return {firstWriteUpSeconds, editSeconds, secondStartSeconds: second.seconds};
    await page.goto('about:blank');
    await server.stop();
    const otherPage = await browser.newPage();
    await watchForTitle(otherPage, ANOTHER_WRITE_UP.title);
    const another = await startAndOpen(siteDir, mode, otherPage, ANOTHER_WRITE_UP);
    server = another.server;
    return {firstWriteUpSeconds, editSeconds, secondStartSeconds: second.seconds, anotherWriteUpSeconds: another.seconds};
  } finally {
    await server.stop();
    await browser.close();
  }
}

type Measured = {total: number; project: string; mode: Mode; runs: Run[]; loadAverage: number};

/**
 * The runs of each mode and project (a copy of each, with T write-ups), taking turns run by run, so that all see the
 * same load.
 */
async function measure(total: number, modes: readonly Mode[], runs: number, projects: string[]): Promise<Measured[]> {
  const sites = projects.map((projectDir) => {
    const site = createScratchSite({prefix: `solve-problems-dev-${total}-`, projectDir});
    writeGeneratedWriteUps(path.join(site, 'docs'), total - REAL_WRITE_UPS);
    return {project: projectDir === SITE_DIR ? 'this checkout' : projectDir, site};
  });
  const results = sites.flatMap(({project, site}) =>
    modes.map((mode) => ({total, project, site, mode, runs: [] as Run[], loads: [] as number[]})),
  );
  try {
    for (const result of results) await warmUp(result.site, result.mode);
    for (let run = 1; run <= runs; run++) {
      for (const result of results) {
        const measured = await measureOnce(result.site, result.mode, run);
        const edits = EDITS.map(({file}) => `${file} ${seconds(measured.editSeconds[file], 2)}`).join(', ');
        const another =
          measured.anotherWriteUpSeconds === undefined ? '' : `; another write-up ${measured.anotherWriteUpSeconds.toFixed(1)} s`;
        console.log(
          `${total} write-ups, ${MODES[result.mode]}, ${result.project}, run ${run}: first write-up ${measured.firstWriteUpSeconds.toFixed(1)} s; edits: ${edits}; second start ${measured.secondStartSeconds.toFixed(1)} s${another} (load ${loadavg()[0]!.toFixed(1)})`,
        );
        result.runs.push(measured);
        result.loads.push(loadavg()[0]!);
      }
    }
  } finally {
    for (const {site} of sites) rmSync(site, {recursive: true, force: true});
  }
  return results.map(({loads, site: _site, ...result}) => ({...result, loadAverage: median(loads)}));
}

/** One start, not timed, until the write-up is served: jiti and Node's compile cache then hold this copy's TypeScript. */
async function warmUp(siteDir: string, mode: Mode): Promise<void> {
  const server = await startDevServer(serverOptions(siteDir, mode, WRITE_UP));
  await server.stop();
}

const seconds = (value: number | undefined, digits: number) =>
  value === undefined ? `not shown within ${EDIT_LIMIT_MS / 1000} s` : `${value.toFixed(digits)} s`;

/** Median (min–max) of the runs, and how many runs never showed the edit. */
function spread(values: (number | undefined)[], digits: number): string {
  const shown = values.filter((value) => value !== undefined);
  const missing = values.length - shown.length;
  if (shown.length === 0) return `not shown in ${missing} of ${values.length}`;
  const figure = `${median(shown).toFixed(digits)} (${Math.min(...shown).toFixed(digits)}–${Math.max(...shown).toFixed(digits)})`;
  return missing === 0 ? figure : `${figure}, not shown in ${missing} of ${values.length}`;
}

async function main(): Promise<void> {
  const {values, positionals} = parseCommandLine(USAGE, {
    allowPositionals: true,
    options: {
      runs: {type: 'string', default: '5'},
      modes: {type: 'string', default: 'start,write'},
      project: {type: 'string', multiple: true},
    },
  });
  const runs = Number(values.runs);
  const totals = (positionals.length > 0 ? positionals : ['21', '2000']).map(Number);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, got "${values.runs}".\n${USAGE}`);
  if (totals.some((total) => !Number.isInteger(total) || total < REAL_WRITE_UPS)) {
    throw new Error(`each T must be a whole number of at least ${REAL_WRITE_UPS} (the real write-ups).\n${USAGE}`);
  }
  const modes = values.modes.split(',') as Mode[];
  if (modes.length === 0 || modes.some((mode) => !(mode in MODES)))
    throw new Error(`--modes takes start, write or both, got "${values.modes}".\n${USAGE}`);
  const results: Measured[] = [];
  const projects = [SITE_DIR, ...(values.project ?? []).map((project) => path.resolve(project))];
  for (const total of totals) results.push(...(await measure(total, modes, runs, projects)));
  console.log(`\nnpm start and npm run write, ${new Date().toISOString().slice(0, 16)}Z, median (min–max) of ${runs} runs, seconds`);
  printTable(
    [
      'write-ups',
      'project',
      'command',
      'first write-up on screen',
      ...EDITS.map(({file}) => `edit of ${file} on screen`),
      'second start: write-up on screen',
      'another write-up on screen',
      'load average',
    ],
    results.map(({total, project, mode, runs, loadAverage}) => {
      const column = (pick: (run: Run) => number | undefined, digits = 1) => spread(runs.map(pick), digits);
      return [
        total,
        project,
        MODES[mode],
        column((r) => r.firstWriteUpSeconds),
        ...EDITS.map(({file}) => column((r) => r.editSeconds[file], 2)),
        column((r) => r.secondStartSeconds),
        mode === 'write' ? column((r) => r.anotherWriteUpSeconds) : '—',
        loadAverage.toFixed(1),
      ];
    }),
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
