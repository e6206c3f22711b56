/**
 * The owner's writing loop, timed: `npm start` on a scratch copy with T
 * write-ups in all (the real ones and generated ones), then
 *   - first write-up: from starting `npm start` until a write-up's title is on
 *     screen in a browser tab (the dev server renders in the browser only);
 *   - edit: from saving a sentence into that write-up's README.mdx until the
 *     sentence is on screen in the same tab, with no page load between.
 * Each run starts a new server (a cold start: Rspack keeps no cache between
 * runs in Docusaurus 3.7); the figures are medians over the runs.
 */
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';
import {parseCommandLine} from '../lib/command-line';
import {startDevServer} from '../lib/dev-server';
import {createScratchSite} from '../lib/scratch-site';
import {WRITE_UP_ROUTES} from '../../tests/site/routes';
import {launchChromium, median, printTable} from './common';
import {writeGeneratedWriteUps} from '../lib/generate-write-ups';

const REAL_WRITE_UPS = WRITE_UP_ROUTES.length;
const WRITE_UP = {route: 'LeetCode/Binary Search/', title: 'Binary Search', file: 'docs/LeetCode/Binary Search/README.mdx'};
const USAGE =
  'Usage: npm run bench:dev -- [T ...] [--runs 5] [--project DIR]   (T: write-ups in all; default: 21 2000; DIR: another copy of the project, default this checkout)';

/** How long an edit may take to show before the run records it as never shown. */
const EDIT_LIMIT_MS = 30_000;

/** editSeconds is undefined when the edit did not show in the open tab (live updates broken). */
type Run = {firstWriteUpSeconds: number; editSeconds: number | undefined};

async function measureOnce(siteDir: string, run: number): Promise<Run> {
  const browser = await launchChromium();
  const page = await browser.newPage();
  const started = performance.now();
  const server = await startDevServer({siteDir});
  try {
    await page.goto(`${server.url}${encodeURI(WRITE_UP.route)}`);
    await page.getByRole('heading', {level: 1, name: WRITE_UP.title}).waitFor({timeout: 300_000});
    const firstWriteUpSeconds = (performance.now() - started) / 1000;
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.evaluate(() => ((window as {sameDocument?: boolean}).sameDocument = true));

    const file = path.join(siteDir, WRITE_UP.file);
    const original = readFileSync(file, 'utf8');
    const sentence = `A sentence saved in run ${run}.`;
    const saved = performance.now();
    writeFileSync(file, original.replace('## Problem\n', `## Problem\n\n${sentence}\n`));
    const shown = await page
      .getByText(sentence)
      .waitFor({timeout: EDIT_LIMIT_MS})
      .then(
        () => true,
        () => false,
      );
    const editSeconds = shown ? (performance.now() - saved) / 1000 : undefined;
    writeFileSync(file, original);
    if (shown && !(await page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument === true))) {
      throw new Error('the edit showed only after a full page load: live updates are broken');
    }
    return {firstWriteUpSeconds, editSeconds};
  } finally {
    await server.stop();
    await browser.close();
  }
}

async function measure(total: number, runs: number, projectDir?: string): Promise<{total: number; runs: Run[]; loadAverage: number}> {
  const site = createScratchSite({prefix: `solve-problems-dev-${total}-`, projectDir});
  writeGeneratedWriteUps(path.join(site, 'docs'), total - REAL_WRITE_UPS);
  const results: Run[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      const result = await measureOnce(site, run);
      console.log(
        `${total} write-ups, run ${run}: first write-up ${result.firstWriteUpSeconds.toFixed(1)} s, edit ${seconds(result.editSeconds, 2)} (load ${loadavg()[0]!.toFixed(1)})`,
      );
      results.push(result);
    }
  } finally {
    rmSync(site, {recursive: true, force: true});
  }
  return {total, runs: results, loadAverage: loadavg()[0]!};
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
    options: {runs: {type: 'string', default: '5'}, project: {type: 'string'}},
  });
  const runs = Number(values.runs);
  const totals = (positionals.length > 0 ? positionals : ['21', '2000']).map(Number);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, got "${values.runs}".\n${USAGE}`);
  if (totals.some((total) => !Number.isInteger(total) || total < REAL_WRITE_UPS)) {
    throw new Error(`each T must be a whole number of at least ${REAL_WRITE_UPS} (the real write-ups).\n${USAGE}`);
  }
  const results = [];
  const projectDir = values.project === undefined ? undefined : path.resolve(values.project);
  for (const total of totals) results.push(await measure(total, runs, projectDir));
  console.log(`\nnpm start, ${new Date().toISOString().slice(0, 10)}, median (min–max) of ${runs} runs, seconds`);
  printTable(
    ['write-ups', 'first write-up on screen', 'edit on screen', 'load average'],
    results.map(({total, runs, loadAverage}) => [
      total,
      spread(
        runs.map((r) => r.firstWriteUpSeconds),
        1,
      ),
      spread(
        runs.map((r) => r.editSeconds),
        2,
      ),
      loadAverage.toFixed(1),
    ]),
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
