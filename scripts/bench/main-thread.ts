/**
 * Main-thread benchmark: how long a first visit keeps a mid-range phone's main
 * thread blocked, from navigation until the page has hydrated and settled.
 *
 * Lighthouse on this shared machine moves by 10 points from run to run; this
 * measures one thing, more steadily. Each load gets a fresh Chromium context
 * with the CPU slowed down 4× (DevTools throttling, as Lighthouse's mobile
 * preset assumes), the KaTeX CDN answered by its local mirror (katex-mirror.ts), and a
 * PerformanceObserver for long tasks registered before the page's own
 * scripts. Reported per page: blocking time (the part of each long task over
 * 50 ms, summed, as in Total Blocking Time but without an end at
 * interactivity) and the time to hydration (<html data-has-hydrated="true">).
 * Several --dir: the builds are loaded in turn, load by load.
 */
import {loadavg} from 'node:os';
import type {Browser} from '@playwright/test';
import {parseCommandLine} from '../lib/command-line';
import {BUILD_DIR, launchChromium, median, printTable, requireBuild, selectPages, serveBuild} from './common';
import {startKatexMirror} from './katex-mirror';

const USAGE = `Usage: npm run build && npm run bench:main-thread [-- --runs 7] [--page LeetCode ...] [--dir another/build ...]
  (several --dir: the builds are loaded in turn, load by load, to compare them fairly)`;

const CPU_SLOWDOWN = 4;
/** After hydration, effects and idle callbacks still run: wait this long with the observer on. */
const SETTLE_MS = 1500;

type Load = {blockingMs: number; hydratedMs: number};

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const state = window as unknown as {longTasks: number[]};
      state.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
      }).observe({type: 'longtask', buffered: true});
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 60_000});
    const hydratedMs = await page.evaluate(() => performance.now());
    await page.waitForTimeout(SETTLE_MS);
    const longTasks = await page.evaluate(() => (window as unknown as {longTasks: number[]}).longTasks);
    return {blockingMs: longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0), hydratedMs};
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const {values} = parseCommandLine(USAGE, {
    options: {runs: {type: 'string', default: '7'}, page: {type: 'string', multiple: true}, dir: {type: 'string', multiple: true}},
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, got "${values.runs}".`);
  const pages = selectPages(values.page);
  const dirs = values.dir ?? [BUILD_DIR];
  for (const dir of dirs) requireBuild(dir);
  const sites = await Promise.all(dirs.map(async (dir) => ({dir, ...(await serveBuild(dir))})));
  const mirror = await startKatexMirror();
  const browser = await launchChromium(mirror.chromiumFlags);
  console.log(`${runs} loads per page and build, CPU ${CPU_SLOWDOWN}× slower, load average ${loadavg()[0]!.toFixed(1)}`);
  const rows: (string | number)[][] = [];
  try {
    for (const [name, route] of pages) {
      const loads = new Map<string, Load[]>(sites.map((site) => [site.dir, []]));
      for (let run = 0; run < runs; run++) {
        for (const site of sites) loads.get(site.dir)!.push(await load(browser, site.siteUrl + route));
      }
      for (const site of sites) {
        const measured = loads.get(site.dir)!;
        const blocking = measured.map((l) => Math.round(l.blockingMs));
        rows.push([
          ...(sites.length > 1 ? [site.dir] : []),
          name,
          `${median(blocking)} ms`,
          blocking.join(' '),
          `${Math.round(median(measured.map((l) => l.hydratedMs)))} ms`,
        ]);
      }
    }
  } finally {
    await browser.close();
    await mirror.stop();
    for (const site of sites) await site.stop();
  }
  console.log(`\nMedians of ${runs} loads (load average ${loadavg()[0]!.toFixed(1)})`);
  printTable([...(sites.length > 1 ? ['build'] : []), 'page', 'blocking time', 'loads (ms)', 'hydrated at'], rows);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
