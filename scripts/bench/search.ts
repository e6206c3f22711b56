/**
 * Search benchmark: Pagefind's cost at 21, 500 and 2,000 write-ups.
 *
 * For each total T, builds a scratch copy of the project with T − 21 generated
 * write-ups added to the real ones (scripts/lib/scale-site.ts, the
 * build runs the search-index plugin), then:
 * - indexing alone: runs the plugin's indexing again on that build, as the
 *   plugin does (a Node process running Pagefind's Node API and its binary),
 *   timing it and polling the peak memory of its whole process tree;
 * - a cold first query in Chromium: from a loaded page, the bytes of every
 *   response (gzip, as scripts/lib/pages-server.ts and GitHub Pages serve them;
 *   Pagefind's index files are already compressed) from focusing the navbar's Search button to the
 *   results on screen: the dialog's chunk, Pagefind's library, WebAssembly,
 *   index entry, index and filter chunks, and the fragments of the shown
 *   results;
 * - the render delay with the CPU slowed 4× (DevTools throttling): from the end
 *   of the last response the query needed to the next frame after the
 *   results are in the DOM.
 * Queries: a rare word (one page) and a word every generated write-up has.
 * The machine is shared: the load average is printed with the figures.
 */
import {readFileSync, rmSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';
import {parseCommandLine} from '../lib/command-line';
import {createScaleSite} from '../lib/scale-site';
import {gzipSync} from 'node:zlib';
import type {Browser} from '@playwright/test';
import {KATEX_CDN_ORIGIN} from '../../src/site';
import {indexArgs} from '../../src/features/search/plugin';
import {WRITE_UP_ROUTES} from '../../tests/site/routes';
import {kb, launchChromium, printTable, runMeasured, serveBuild} from './common';

const REAL_WRITE_UPS = WRITE_UP_ROUTES.length;
const QUERIES = [
  {name: 'rare word', query: 'logarithmic'},
  {name: 'common word', query: 'window'},
];
const CPU_SLOWDOWN = 4;

type QueryResult = {name: string; query: string; requests: number; transferredBytes: number; renderMs: number; results: string};
type Result = {
  writeUps: number;
  indexSeconds: number;
  indexCpuSeconds: number;
  indexPeakBytes: number;
  /** The 1-minute load average after indexing: on a shared machine, other work stretches the wall time. */
  loadAverage: number;
  queries: QueryResult[];
};

/**
 * The bytes a response carries as scripts/lib/pages-server.ts (and GitHub Pages)
 * serves it: text gzipped, other files as they are (Pagefind compresses its
 * index files itself). Read from the build: Chromium does not report the size
 * of every response (a worker's script, for one).
 */
function servedBytes(outDir: string, siteUrl: string, url: string): number {
  const file = path.join(outDir, decodeURIComponent(url.slice(siteUrl.length).split('?')[0]!));
  const content = readFileSync(file);
  return /\.(js|json|css|html)$/.test(file) ? gzipSync(content).length : content.length;
}

async function coldQuery(browser: Browser, siteUrl: string, outDir: string, name: string, query: string): Promise<QueryResult> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  await context.route(`${KATEX_CDN_ORIGIN}/**`, (route) => route.abort());
  await page.goto(`${siteUrl}intro`, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  await page.waitForLoadState('networkidle');

  // Every response from here on, the page's and Pagefind's worker's: its size and when it ended (epoch ms).
  const finished: Promise<{url: string; bytes: number; end: number} | undefined>[] = [];
  page.on('requestfinished', (request) =>
    finished.push(
      (async () => {
        const headers = await request.allHeaders();
        if (headers['sec-purpose']?.includes('prefetch') || headers.purpose === 'prefetch') return undefined; // another page's, not the search's
        const timing = request.timing();
        return {url: request.url(), bytes: servedBytes(outDir, siteUrl, request.url()), end: timing.startTime + timing.responseEnd};
      })(),
    ),
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  // Records (epoch ms) the first frame after options appear in the listbox.
  await page.evaluate(() => {
    const w = window as unknown as {shownAt?: number};
    new MutationObserver(() => {
      if (w.shownAt === undefined && document.querySelector('[role="listbox"] [role="option"]')) {
        requestAnimationFrame(() => setTimeout(() => (w.shownAt ??= performance.timeOrigin + performance.now())));
      }
    }).observe(document.body, {subtree: true, childList: true});
  });
  await page.getByRole('button', {name: 'Search', exact: true}).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('combobox').fill(query);
  await page.waitForFunction(() => (window as unknown as {shownAt?: number}).shownAt !== undefined, null, {timeout: 60_000});
  await page.waitForLoadState('networkidle');
  const shownAt = await page.evaluate(() => (window as unknown as {shownAt: number}).shownAt);
  const results = (await page.getByRole('status').textContent()) ?? '';
  const responses = (await Promise.all(finished)).filter((r) => r !== undefined);
  const before = responses.filter((r) => r.end <= shownAt);
  const lastResponse = Math.max(...before.map((r) => r.end));
  const transferredBytes = responses.reduce((sum, r) => sum + r.bytes, 0);
  await context.close();
  return {name, query, requests: responses.length, transferredBytes, renderMs: shownAt - lastResponse, results};
}

async function measure(total: number, keep: boolean): Promise<Result> {
  const siteDir = createScaleSite({count: total - REAL_WRITE_UPS, prefix: `solve-problems-bench-${total - REAL_WRITE_UPS}-`});
  console.log(`\n== ${total} write-ups in ${siteDir}`);
  try {
    const build = await runMeasured('npm', ['run', 'build'], siteDir);
    if (build.code !== 0) throw new Error(`the build in ${siteDir} failed:\n${build.output.slice(-3000)}`);
    const outDir = path.join(siteDir, 'build');
    const index = await runMeasured(process.execPath, indexArgs(outDir), siteDir);
    if (index.code !== 0) throw new Error(`indexing failed:\n${index.output}`);
    const loadAverage = loadavg()[0]!;
    console.log(
      `indexing: ${index.seconds.toFixed(1)} s (CPU ${index.cpuSeconds.toFixed(1)} s), peak ${(index.peakBytes / 2 ** 20).toFixed(0)} MB (load ${loadAverage.toFixed(1)}) ${index.output.trim()}`,
    );

    const {siteUrl, stop} = await serveBuild(outDir);
    const browser = await launchChromium();
    const queries: QueryResult[] = [];
    try {
      for (const {name, query} of QUERIES) {
        const result = await coldQuery(browser, siteUrl, outDir, name, query);
        console.log(
          `${name} "${query}": ${result.requests} requests, ${kb(result.transferredBytes)}, on screen ${result.renderMs.toFixed(0)} ms after the data (${result.results})`,
        );
        queries.push(result);
      }
    } finally {
      await browser.close();
      await stop();
    }
    return {
      writeUps: total,
      indexSeconds: index.seconds,
      indexCpuSeconds: index.cpuSeconds,
      indexPeakBytes: index.peakBytes,
      loadAverage,
      queries,
    };
  } finally {
    if (!keep) rmSync(siteDir, {recursive: true, force: true});
  }
}

async function main(): Promise<void> {
  const {values, positionals} = parseCommandLine('Usage: npm run bench:search -- [T ...] [--keep]   (default: 21 500 2000)', {
    allowPositionals: true,
    options: {keep: {type: 'boolean', default: false}},
  });
  const totals = (positionals.length > 0 ? positionals : ['21', '500', '2000']).map(Number);
  if (totals.some((n) => !Number.isInteger(n) || n < REAL_WRITE_UPS))
    throw new Error(`each total must be an integer of at least ${REAL_WRITE_UPS}`);
  const results: Result[] = [];
  for (const total of totals) results.push(await measure(total, values.keep));

  console.log(
    `\nSearch benchmark (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, CPU ${CPU_SLOWDOWN}× slower for the render)`,
  );
  printTable(
    ['write-ups', 'indexing', 'CPU time', 'peak memory', 'load', ...QUERIES.flatMap((q) => [`${q.name}: network`, `${q.name}: render`])],
    results.map((r) => [
      r.writeUps,
      `${r.indexSeconds.toFixed(1)} s`,
      `${r.indexCpuSeconds.toFixed(1)} s`,
      `${(r.indexPeakBytes / 2 ** 20).toFixed(0)} MB`,
      r.loadAverage.toFixed(1),
      ...r.queries.flatMap((q) => [kb(q.transferredBytes), `${q.renderMs.toFixed(0)} ms`]),
    ]),
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
