/**
 * Measures what the problem index costs the home page, on a production build.
 *
 *   npm run build && npx tsx scripts/measure-index.ts
 *   npx tsx scripts/measure-index.ts --site /tmp/index-scale      # a copy made by scripts/scale-site.ts
 *   npx tsx scripts/measure-index.ts --no-browser                 # bytes only
 *
 * Bytes (gzip, as GitHub Pages serves them): the home page's HTML, the part of
 * it that is the index, and the `problems` data module's chunk.
 * In a browser (Chromium, CPU slowed down 4x through CDP as a mid-range phone):
 * everything the first load fetches from the site, the time to hydration, and
 * how long a filter change takes from the input event to the end of its work
 * and to the next frame.
 */
import {readFileSync, readdirSync, existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {load} from 'cheerio';
import {chromium, type Page} from '@playwright/test';
import {BASE_PATH, startServer} from './serve-build';

const BUDGET = 100 * 1024;
const FRAME = 1000 / 60;
const INDEX_SELECTOR = 'section[aria-labelledby="problems"]';

const gzip = (text: string | Buffer) => gzipSync(text).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

type Bytes = {
  problems: number;
  html: {raw: number; gzip: number};
  indexHtmlGzip: number;
  data: {file: string; raw: number; gzip: number} | undefined;
};

/** The chunk that holds the `problems` route module (webpack inlines JSON as `JSON.parse('...')`). */
function findDataChunk(siteDir: string): {file: string; raw: number; gzip: number} | undefined {
  const json = readFileSync(path.join(siteDir, '.docusaurus/problem-index/default/problems.json'), 'utf8');
  const needle = `JSON.parse('${json.slice(0, 80).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}`;
  const dir = path.join(siteDir, 'build/assets/js');
  for (const name of readdirSync(dir)) {
    const text = readFileSync(path.join(dir, name));
    if (text.includes(needle)) return {file: name, raw: text.length, gzip: gzip(text)};
  }
  return undefined;
}

function countProblems(siteDir: string): number {
  const data = JSON.parse(readFileSync(path.join(siteDir, '.docusaurus/problem-index/default/problems.json'), 'utf8'));
  return Array.isArray(data) ? data.length : data.problems.length;
}

export function measureBytes(siteDir: string): Bytes {
  const html = readFileSync(path.join(siteDir, 'build/index.html'), 'utf8');
  // What the index adds to the HTML: the page with and without its section, both as cheerio writes them.
  const $ = load(html);
  const withIndex = gzip($.html());
  $(INDEX_SELECTOR).remove();
  const withoutIndex = gzip($.html());
  return {
    problems: countProblems(siteDir),
    html: {raw: Buffer.byteLength(html), gzip: gzip(html)},
    indexHtmlGzip: withIndex - withoutIndex,
    data: findDataChunk(siteDir),
  };
}

type Interaction = {name: string; work: number; nextFrame: number; cpu: number; tasks: number};
type Cdp = Awaited<ReturnType<ReturnType<Page['context']>['newCDPSession']>>;

/** Main-thread CPU time and the time spent in tasks so far (CDP Performance metrics, in ms). */
async function mainThread(cdp: Cdp): Promise<{cpu: number; tasks: number}> {
  const {metrics} = (await cdp.send('Performance.getMetrics')) as {metrics: {name: string; value: number}[]};
  const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;
  return {cpu: metric('ThreadTime'), tasks: metric('TaskDuration')};
}

/**
 * Times one input: `work` from the input event to the end of its task (React's
 * render and the router's update are microtasks of it), `nextFrame` to after
 * the next frame (style, layout, paint), and the main thread's CPU time over
 * the whole. The input comes from CDP (a mouse click at a point, a key), so no
 * Playwright script runs in the page meanwhile.
 */
async function timeNext(page: Page, cdp: Cdp, type: 'click' | 'input', act: () => Promise<void>, name: string): Promise<Interaction> {
  await page.evaluate((eventType) => {
    const w = window as unknown as {__probe: Promise<{work: number; nextFrame: number}>};
    w.__probe = new Promise((resolve) => {
      window.addEventListener(
        eventType,
        (event) => {
          const start = event.timeStamp;
          let work = 0;
          // A message posted now runs after this task and its microtasks.
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (work = performance.now() - start);
          channel.port2.postMessage(null);
          // rAF then a task: after the next frame's style, layout and paint.
          requestAnimationFrame(() => setTimeout(() => resolve({work, nextFrame: performance.now() - start})));
        },
        {capture: true, once: true},
      );
    });
  }, type);
  const before = await mainThread(cdp);
  await act();
  const result = await page.evaluate(() => (window as unknown as {__probe: Promise<{work: number; nextFrame: number}>}).__probe);
  const after = await mainThread(cdp);
  return {name, ...result, cpu: after.cpu - before.cpu, tasks: after.tasks - before.tasks};
}

async function measureInBrowser(siteDir: string, port: number, runs: number, slowdown: number) {
  const server = await startServer({dir: path.join(siteDir, 'build'), port});
  const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const page = await browser.newPage({viewport: {width: 412, height: 915}, deviceScaleFactor: 1});
    await page.route(/cdn\.jsdelivr\.net/, (route) => route.abort());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', {timeDomain: 'threadTicks'});
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: slowdown});

    const fetched = new Map<string, number>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.port !== String(port) || !url.pathname.startsWith(BASE_PATH)) return;
      let file = path.join(siteDir, 'build', decodeURIComponent(url.pathname.slice(BASE_PATH.length)));
      if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
      if (existsSync(file) && /\.(html|js|css|json)$/.test(file)) fetched.set(path.relative(siteDir, file), gzip(readFileSync(file)));
    });
    await page.goto(`http://127.0.0.1:${port}${BASE_PATH}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const hydrated = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');
    const firstLoad = [...fetched].sort((a, b) => b[1] - a[1]);

    await page.evaluate(() => {
      const w = window as unknown as {__events: {name: string; duration: number}[]};
      w.__events = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__events.push({name: entry.name, duration: entry.duration});
      }).observe({type: 'event', durationThreshold: 16} as PerformanceObserverInit);
    });

    const status = page.locator(`${INDEX_SELECTOR} [aria-live="polite"]`);
    const interactions: Interaction[] = [];
    const checkboxes = [
      page.getByRole('group', {name: 'Platform'}).getByRole('checkbox').last(),
      page.getByRole('group', {name: 'Difficulty'}).getByRole('checkbox').nth(1),
      page.getByRole('group', {name: 'Topics'}).getByRole('checkbox').first(),
    ];
    for (let run = 0; run < runs; run++) {
      for (const box of checkboxes) {
        const label = (await box.evaluate((input) => input.closest('label')?.textContent ?? '')).replace(/\s*\(\d+\)$/, '');
        await box.scrollIntoViewIfNeeded();
        const {x, y, width, height} = (await box.boundingBox())!;
        for (const action of ['tick', 'untick']) {
          const before = await status.textContent();
          const click = () => page.mouse.click(x + width / 2, y + height / 2);
          interactions.push(await timeNext(page, cdp, 'click', click, `${action} ${label}`));
          if (action === 'tick' && (await status.textContent()) === before) console.warn(`  (no change after ticking ${label})`);
        }
      }
      const search = page.getByRole('searchbox', {name: 'Title or number'});
      await search.focus();
      for (const key of ['s', 'u', 'b']) {
        interactions.push(await timeNext(page, cdp, 'input', () => page.keyboard.press(key), `type "${key}"`));
      }
      for (let i = 0; i < 3; i++) {
        interactions.push(await timeNext(page, cdp, 'input', () => page.keyboard.press('Backspace'), 'delete a letter'));
      }
    }
    const events = await page.evaluate(() => (window as unknown as {__events: {name: string; duration: number}[]}).__events);
    return {hydrated, firstLoad, interactions, slowEvents: events};
  } finally {
    await browser.close();
    server.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function main() {
  const {values} = parseArgs({
    options: {
      site: {type: 'string', default: path.resolve(__dirname, '..')},
      'no-browser': {type: 'boolean', default: false},
      port: {type: 'string', default: '4290'},
      runs: {type: 'string', default: '3'},
      'cpu-slowdown': {type: 'string', default: '4'},
    },
  });
  const siteDir = path.resolve(values.site);
  if (!existsSync(path.join(siteDir, 'build/index.html'))) throw new Error(`No build in ${siteDir}/build: run "npm run build" there first.`);

  const bytes = measureBytes(siteDir);
  const added = bytes.indexHtmlGzip + (bytes.data?.gzip ?? 0);
  const total = bytes.html.gzip + (bytes.data?.gzip ?? 0);
  console.log(`Home page of ${siteDir} with ${bytes.problems} write-ups`);
  console.log(`  HTML                     ${kb(bytes.html.raw)} raw, ${kb(bytes.html.gzip)} gzip (the index section: ${kb(bytes.indexHtmlGzip)} gzip)`);
  console.log(
    bytes.data
      ? `  problems data            ${kb(bytes.data.raw)} raw, ${kb(bytes.data.gzip)} gzip (assets/js/${bytes.data.file})`
      : '  problems data            not found in build/assets/js',
  );
  console.log(`  HTML + data              ${kb(total)} gzip`);
  console.log(`  added by the index       ${kb(added)} gzip, budget ${kb(BUDGET)}: ${added <= BUDGET ? 'within' : 'OVER'}`);
  if (values['no-browser']) return;

  const {hydrated, firstLoad, interactions, slowEvents} = await measureInBrowser(
    siteDir,
    Number(values.port),
    Number(values.runs),
    Number(values['cpu-slowdown']),
  );
  const firstLoadTotal = firstLoad.reduce((sum, [, size]) => sum + size, 0);
  console.log(`\nFirst load from the site (gzip): ${kb(firstLoadTotal)} in ${firstLoad.length} files`);
  for (const [file, size] of firstLoad.slice(0, 6)) console.log(`  ${kb(size).padStart(9)}  ${file}`);
  console.log(`\nCPU slowed down ${values['cpu-slowdown']}x, 412x915 viewport:`);
  console.log(`  hydrated after           ${ms(hydrated)} from navigation start`);
  const byName = new Map<string, Interaction[]>();
  for (const interaction of interactions) byName.set(interaction.name, [...(byName.get(interaction.name) ?? []), interaction]);
  const stats = (values: number[]) => `${ms(Math.min(...values))} / ${ms(median(values))} / ${ms(Math.max(...values))}`;
  console.log(
    `  ${'interaction'.padEnd(18)} ${'main-thread CPU'.padEnd(30)} ${'input to end of task'.padEnd(30)} input to next frame`,
  );
  console.log(`  ${''.padEnd(18)} ${'min / median / max'.padEnd(30)} ${'min / median / max'.padEnd(30)} min / median / max`);
  for (const [name, list] of byName) {
    console.log(
      `  ${name.padEnd(18)} ${stats(list.map((i) => i.cpu)).padEnd(30)} ${stats(list.map((i) => i.work)).padEnd(30)} ${stats(list.map((i) => i.nextFrame))}`,
    );
  }
  const allWork = interactions.map((i) => i.work);
  console.log(
    `  all ${interactions.length} changes: work ${stats(allWork)}; ` +
      `${allWork.filter((w) => w <= FRAME).length} within one frame (${ms(FRAME)})`,
  );
  const slow = slowEvents.filter((event) => ['click', 'pointerup', 'pointerdown', 'keydown', 'input', 'keyup'].includes(event.name));
  console.log(
    `  Event Timing entries of 16 ms or more (input to next paint, 8 ms steps): ${
      slow.length ? slow.map((e) => `${e.name} ${e.duration}`).join(', ') : 'none'
    }`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
