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
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {parseCommandLine} from './command-line';
import {gzipSync} from 'node:zlib';
import {load} from 'cheerio';
import {CHROMIUM_ARGS, chromiumExecutable} from './chromium';
import {chromium, type Locator, type Page} from '@playwright/test';
import {BASE_URL} from '../src/site';
import {startServer} from './serve-build';
import {isEntryPoint} from './entry-point';

const BUDGET = 100 * 1024;
const FRAME = 1000 / 60;
const INDEX_SELECTOR = 'section[aria-labelledby="problems"]';

const gzip = (text: string | Buffer) => gzipSync(text).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '-');

type Bytes = {
  problems: number;
  html: {raw: number; gzip: number};
  indexHtmlGzip: number;
  data: {file: string; raw: number; gzip: number} | undefined;
};

function generatedData(siteDir: string): string {
  return readFileSync(path.join(siteDir, '.docusaurus/problem-index/default/problems.json'), 'utf8');
}

/** The chunk that holds the `problems` route module (webpack inlines JSON as `JSON.parse('...')`). */
function findDataChunk(siteDir: string): Bytes['data'] {
  const needle = `JSON.parse('${generatedData(siteDir).slice(0, 80).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}`;
  const dir = path.join(siteDir, 'build/assets/js');
  for (const name of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (!name.endsWith('.js')) continue;
    const text = readFileSync(path.join(dir, name));
    if (text.includes(needle)) return {file: name, raw: text.length, gzip: gzip(text)};
  }
  return undefined;
}

export function measureBytes(siteDir: string): Bytes {
  const html = readFileSync(path.join(siteDir, 'build/index.html'), 'utf8');
  // What the index adds to the HTML: the page with and without its section, both as cheerio writes them.
  const $ = load(html);
  const withIndex = gzip($.html());
  $(INDEX_SELECTOR).remove();
  const withoutIndex = gzip($.html());
  const data = JSON.parse(generatedData(siteDir)) as unknown[] | {problems: unknown[]};
  return {
    problems: Array.isArray(data) ? data.length : data.problems.length,
    html: {raw: Buffer.byteLength(html), gzip: gzip(html)},
    indexHtmlGzip: withIndex - withoutIndex,
    data: findDataChunk(siteDir),
  };
}

type Timing = {response: number; nextFrame: number; rows: number};
type Interaction = Timing & {name: string; task: number};

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {name?: string; data?: {type?: string}};
};

/** From a Chrome trace: how long the renderer's task that dispatched the `type` event ran (handlers, render, style, layout, paint prep). */
function inputTaskDuration(trace: Buffer, type: string): number {
  const events = (JSON.parse(trace.toString()) as {traceEvents: TraceEvent[]}).traceEvents;
  const thread = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const main = events.filter((e) => e.pid === thread?.pid && e.tid === thread?.tid && e.ph === 'X');
  const dispatch = main.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === type);
  const task = dispatch && main.find((e) => e.name === 'RunTask' && e.ts <= dispatch.ts && e.ts + (e.dur ?? 0) >= dispatch.ts);
  return task ? (task.dur ?? NaN) / 1000 : NaN;
}

/**
 * Times the next `type` event. The input itself comes from CDP (a mouse click
 * at a point, a key press), so no Playwright script runs in the page meanwhile.
 */
async function timeNext(page: Page, type: 'click' | 'input', act: () => Promise<void>): Promise<Timing & {task: number}> {
  await page.evaluate(
    ({eventType, selector}) => {
      const w = window as unknown as {__probe: Promise<Timing>};
      w.__probe = new Promise((resolve) => {
        const noEvent = setTimeout(() => resolve({response: NaN, nextFrame: NaN, rows: NaN}), 5000);
        window.addEventListener(
          eventType,
          (event) => {
            clearTimeout(noEvent);
            const start = event.timeStamp;
            const timing: Timing = {response: NaN, nextFrame: NaN, rows: NaN};
            const afterNextFrame = (record: (t: number) => void) =>
              requestAnimationFrame(() => setTimeout(() => record(performance.now() - start)));
            // A message posted now runs after this task and its microtasks.
            const channel = new MessageChannel();
            channel.port1.onmessage = () => (timing.response = performance.now() - start);
            channel.port2.postMessage(null);
            afterNextFrame((t) => (timing.nextFrame = t));
            // The rows: any change in the index outside the form and the announced count.
            const index = document.querySelector(selector)!;
            const done = () => {
              observer.disconnect();
              clearTimeout(timeout);
              afterNextFrame((t) => {
                timing.rows = t;
                setTimeout(() => resolve(timing), 50);
              });
            };
            const observer = new MutationObserver((records) => {
              if (
                records.some(
                  (r) =>
                    !(r.target as Element).closest?.('form, [aria-live]') && r.target.parentElement?.closest('form, [aria-live]') == null,
                )
              )
                done();
            });
            observer.observe(index, {subtree: true, childList: true, characterData: true});
            const timeout = setTimeout(() => {
              observer.disconnect();
              resolve(timing);
            }, 3000);
          },
          {capture: true, once: true},
        );
      });
    },
    {eventType: type, selector: INDEX_SELECTOR},
  );
  const browser = page.context().browser()!;
  await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline']});
  await act();
  const timing = await page.evaluate(() => (window as unknown as {__probe: Promise<Timing>}).__probe);
  return {...timing, task: inputTaskDuration(await browser.stopTracing(), type)};
}

async function clickAt(page: Page, target: Locator): Promise<() => Promise<void>> {
  await target.scrollIntoViewIfNeeded();
  const {x, y, width, height} = (await target.boundingBox())!;
  return () => page.mouse.click(x + width / 2, y + height / 2);
}

async function measureInBrowser(siteDir: string, port: number, runs: number, slowdown: number) {
  const server = await startServer({dir: path.join(siteDir, 'build'), port});
  const browser = await chromium.launch({executablePath: chromiumExecutable(), args: CHROMIUM_ARGS});
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
      const url = new URL(response.url());
      if (url.port !== String(port) || !url.pathname.startsWith(BASE_URL)) return;
      let file = path.join(siteDir, 'build', decodeURIComponent(url.pathname.slice(BASE_URL.length)));
      if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
      if (!existsSync(file) || !/\.(html|js|css|json)$/.test(file)) return;
      (hydratedYet ? afterHydration : beforeHydration).set(path.relative(path.join(siteDir, 'build'), file), gzip(readFileSync(file)));
    });
    await page.goto(`http://127.0.0.1:${port}${BASE_URL}`);
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
    server.close();
  }
}

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function stats(values: number[]): string {
  const finite = values.filter(Number.isFinite);
  return finite.length ? `${ms(Math.min(...finite))} / ${ms(median(finite))} / ${ms(Math.max(...finite))}` : '-';
}

const USAGE = `Usage: npm run build && npx tsx scripts/measure-index.ts [--site dir] [--no-browser] [--port 4290] [--runs 3] [--cpu-slowdown 4]
  --site        another site, e.g. a copy made by scripts/scale-site.ts (default: this one)
  --no-browser  bytes only`;

async function main() {
  const {values} = parseCommandLine(USAGE, {
    options: {
      site: {type: 'string', default: path.resolve(__dirname, '..')},
      'no-browser': {type: 'boolean', default: false},
      port: {type: 'string', default: '4290'},
      runs: {type: 'string', default: '3'},
      'cpu-slowdown': {type: 'string', default: '4'},
    },
  });
  const siteDir = path.resolve(values.site);
  if (!existsSync(path.join(siteDir, 'build/index.html')))
    throw new Error(`No build in ${siteDir}/build: run "npm run build" there first.`);

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
  const result = await measureInBrowser(siteDir, Number(values.port), Number(values.runs), slowdown);
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
    `  Event Timing (input to next paint, 8 ms steps; only entries of 16 ms or more): ${slow.length} entries, median ${ms(median(slow))}, max ${ms(Math.max(...slow, NaN))}`,
  );
}

if (isEntryPoint(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
