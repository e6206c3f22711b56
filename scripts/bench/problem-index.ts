/**
 * Measures what the problem index costs the home page, on a production build.
 *
 * Bytes (gzip, as GitHub Pages serves them): the home page's HTML, the part of
 * it that is the index, and the chunk of the `problems` data module.
 *
 * In a browser (Chromium, CPU slowed down 4x through CDP as a mid-range phone,
 * a phone-sized viewport): what the first load fetches from the site before
 * hydration, the time to hydration, and for filter changes (ticking boxes,
 * typing):
 * - the input task, from a Chrome trace: how long the renderer's task that
 *   handles the input runs (event handlers, React's urgent render of the
 *   changed control and the announced count, style, layout, paint prep);
 *   "responds within one frame" means this fits in 16.7 ms,
 * - from the input event's time stamp to the end of that task, to after the
 *   next frame, and to after the frame that shows the new rows and counts
 *   (React renders them as deferred work); these include waiting for the
 *   throttled thread.
 * The same probe on a click on plain text gives the floor of the browser and
 * this machine: compare with it. A loaded machine adds its own delays: prefer
 * the minimums and medians to the maximums.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {BASE_URL} from '../../src/site';
import {parseCommandLine} from '../lib/command-line';
import {SITE_DIR, kb, launchChromium, median as exactMedian, requireBuild, serveBuild} from './common';
import {INDEX_SELECTOR, gzip, measureBytes} from './problem-index/bytes';
import {clickAt, timeNext, type Interaction} from './problem-index/input-timing';

const BUDGET = 100 * 1024;
const FRAME = 1000 / 60;

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '-');
/** The median of the values measured: a probe that saw no event gives NaN. */
const median = (values: number[]) => exactMedian(values.filter(Number.isFinite));

async function measureInBrowser(siteDir: string, runs: number, slowdown: number) {
  const {siteUrl, stop} = await serveBuild(path.join(siteDir, 'build'));
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({viewport: {width: 412, height: 915}, deviceScaleFactor: 1});
    await page.route(/cdn\.jsdelivr\.net/, (route) => route.abort());
    // tsx keeps function names with a `__name` helper, also inside functions sent to the page.
    await page.addInitScript('window.__name = (fn) => fn');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: slowdown});

    // Files from the site, gzip size, split at hydration (later ones are Docusaurus' link prefetches).
    let hydratedYet = false;
    const beforeHydration = new Map<string, number>();
    const afterHydration = new Map<string, number>();
    page.on('response', (response) => {
      if (!response.url().startsWith(siteUrl)) return;
      let file = path.join(siteDir, 'build', decodeURIComponent(new URL(response.url()).pathname.slice(BASE_URL.length)));
      if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
      if (!existsSync(file) || !/\.(html|js|css|json)$/.test(file)) return;
      (hydratedYet ? afterHydration : beforeHydration).set(path.relative(path.join(siteDir, 'build'), file), gzip(readFileSync(file)));
    });
    await page.goto(siteUrl);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    hydratedYet = true;
    const hydrated = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');

    await page.evaluate(() => {
      const w = window as unknown as {__events: {name: string; duration: number}[]};
      w.__events = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__events.push({name: entry.name, duration: entry.duration});
      }).observe({type: 'event', durationThreshold: 16} as PerformanceObserverInit);
    });

    const interactions: Interaction[] = [];
    const index = page.locator(INDEX_SELECTOR);
    const checkboxes = [
      index.getByRole('group', {name: 'Platform'}).getByRole('checkbox').last(),
      index.getByRole('group', {name: 'Difficulty'}).getByRole('checkbox').nth(1),
      index.getByRole('group', {name: 'Topics'}).getByRole('checkbox').first(),
    ];
    const floor = await clickAt(page, page.locator('main h1').first());
    const filterable = (await index.getByRole('search').count()) > 0; // not so before the filters existed
    for (let run = 0; run < (filterable ? runs : 0); run++) {
      for (let i = 0; i < 2; i++) interactions.push({name: 'click on plain text', ...(await timeNext(page, 'click', floor))});
      for (const box of checkboxes) {
        const label = (await box.evaluate((input) => input.closest('label')?.textContent ?? '')).replace(/\s*\(\d+\)$/, '');
        const click = await clickAt(page, box);
        for (const action of ['tick', 'untick']) {
          interactions.push({name: `${action} ${label}`, ...(await timeNext(page, 'click', click))});
        }
      }
      await index.getByRole('searchbox', {name: 'Title or number'}).focus();
      for (const key of ['s', 'u', 'b']) {
        interactions.push({
          name: `type "${key}"`,
          ...(await timeNext(page, 'input', () => page.keyboard.press(key))),
        });
      }
      for (let i = 0; i < 3; i++) {
        interactions.push({
          name: 'delete a letter',
          ...(await timeNext(page, 'input', () => page.keyboard.press('Backspace'))),
        });
      }
      await page.waitForTimeout(600); // let the URL catch up with the typing
    }
    const events = await page.evaluate(() => (window as unknown as {__events: {name: string; duration: number}[]}).__events);
    return {hydrated, beforeHydration, afterHydration, interactions, events};
  } finally {
    await browser.close();
    await stop();
  }
}

function stats(values: number[]): string {
  const finite = values.filter(Number.isFinite);
  return finite.length ? `${ms(Math.min(...finite))} / ${ms(median(finite))} / ${ms(Math.max(...finite))}` : '-';
}

const USAGE = `Usage: npm run build && npm run bench:index -- [--site dir] [--no-browser] [--runs 3] [--cpu-slowdown 4]
  --site        another site, e.g. a copy made by scripts/scale-site.ts (default: this one)
  --no-browser  bytes only`;

async function main() {
  const {values} = parseCommandLine(USAGE, {
    options: {
      site: {type: 'string', default: SITE_DIR},
      'no-browser': {type: 'boolean', default: false},
      runs: {type: 'string', default: '3'},
      'cpu-slowdown': {type: 'string', default: '4'},
    },
  });
  const siteDir = path.resolve(values.site);
  requireBuild(path.join(siteDir, 'build'));

  const bytes = measureBytes(siteDir);
  const total = bytes.html.gzip + (bytes.data?.gzip ?? 0);
  const added = bytes.indexHtmlGzip + (bytes.data?.gzip ?? 0);
  console.log(`Home page of ${siteDir}, ${bytes.problems} write-ups (gzip sizes at zlib's default level)`);
  console.log(
    `  HTML                ${kb(bytes.html.raw)} raw, ${kb(bytes.html.gzip)} gzip, of which the index section ${kb(bytes.indexHtmlGzip)}`,
  );
  console.log(
    bytes.data
      ? `  problems data       ${kb(bytes.data.raw)} raw, ${kb(bytes.data.gzip)} gzip (assets/js/${bytes.data.file})`
      : '  problems data       not found in build/assets/js',
  );
  console.log(`  HTML + data         ${kb(total)} gzip`);
  console.log(
    `  added by the index  ${kb(added)} gzip (index section + data); budget ${kb(BUDGET)}: ${added <= BUDGET ? 'within' : 'OVER'}`,
  );
  if (values['no-browser']) return;

  const slowdown = Number(values['cpu-slowdown']);
  const result = await measureInBrowser(siteDir, Number(values.runs), slowdown);
  const sum = (files: Map<string, number>) => [...files.values()].reduce((a, b) => a + b, 0);
  console.log(`\nFirst load until hydration: ${kb(sum(result.beforeHydration))} gzip in ${result.beforeHydration.size} files`);
  for (const [file, size] of [...result.beforeHydration].sort((a, b) => b[1] - a[1])) console.log(`  ${kb(size).padStart(9)}  ${file}`);
  console.log(`Prefetched after hydration (links in view): ${kb(sum(result.afterHydration))} in ${result.afterHydration.size} files`);

  console.log(`\nCPU slowed down ${slowdown}x, 412x915 viewport; min / median / max:`);
  console.log(`  hydrated ${ms(result.hydrated)} after navigation start`);
  const columns = ['input task (trace)', 'input to end of input task', 'input to after next frame', 'input to after the rows'];
  console.log(`  ${''.padEnd(20)} ${columns.map((c) => c.padEnd(29)).join(' ')}`);
  const byName = new Map<string, Interaction[]>();
  for (const i of result.interactions) byName.set(i.name, [...(byName.get(i.name) ?? []), i]);
  for (const [name, list] of byName) {
    const cells = [list.map((i) => i.task), list.map((i) => i.response), list.map((i) => i.nextFrame), list.map((i) => i.rows)];
    console.log(`  ${name.padEnd(20)} ${cells.map((c) => stats(c).padEnd(29)).join(' ')}`);
  }
  const changes = result.interactions.filter((i) => i.name !== 'click on plain text');
  const within = (pick: (i: Interaction) => number) => changes.filter((i) => pick(i) <= FRAME).length;
  console.log(
    `  ${changes.length} filter changes; input task within one frame (${ms(FRAME)}): ${within((i) => i.task)}; ` +
      `input task median ${ms(median(changes.map((i) => i.task)))}, plain-text click ${ms(median(result.interactions.filter((i) => i.name === 'click on plain text').map((i) => i.task)))}`,
  );
  const slow = result.events.filter((e) => ['click', 'keydown', 'input'].includes(e.name)).map((e) => e.duration);
  console.log(
    `  Event Timing (input to next paint, 8 ms steps; only entries of 16 ms or more): ${slow.length} entries, median ${ms(median(slow))}, max ${ms(Math.max(...slow))}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
