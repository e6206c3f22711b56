/** Helpers shared by the benchmark scripts. */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {BASE_URL, KATEX_CDN_ORIGIN} from '../../src/site';
import {startServer} from '../lib/pages-server';
import {CHROMIUM_ARGS, chromiumExecutable} from '../lib/chromium';
import {SITE_DIR} from '../lib/scratch-site';

export {SITE_DIR};
export const BUILD_DIR = path.join(SITE_DIR, 'build');

/** Debian's Chromium unless CHROMIUM_PATH (or CHROME_PATH) names another one. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || chromiumExecutable() || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = ['--headless', ...CHROMIUM_ARGS];

/** The KaTeX stylesheet lives on this CDN, which this machine cannot reach. */
export const KATEX_CDN_HOST = new URL(KATEX_CDN_ORIGIN).host;

/** The pages the benchmarks measure, relative to the base path. */
export const PAGES = {
  home: '',
  intro: 'intro',
  'write-up (LeetCode)': 'LeetCode/Binary Search/',
  'write-up (Codewars)': 'Codewars/6 kyu Who likes it/',
} as const;

/**
 * The PAGES entries whose name contains, or whose route is, one of `filters`
 * (all of them without filters), and any filter that is a route ending in "/"
 * matching none of them, measured under its own route ("LeetCode/Ransom Note/").
 */
export function selectPages(filters?: string[]): [string, string][] {
  const pages = Object.entries(PAGES).filter(([name, route]) => !filters || filters.some((p) => name.includes(p) || route === p));
  const otherRoutes = (filters ?? []).filter((p) => p.endsWith('/') && !pages.some(([name, route]) => name.includes(p) || route === p));
  return [...pages, ...otherRoutes.map((route): [string, string] => [route, route])];
}

/** The benchmarks' Chromium through Playwright (which sets headless mode itself), with any extra flags. */
export function launchChromium(extraFlags: string[] = []): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS.filter((f) => f !== '--headless'), ...extraFlags]});
}

export function requireBuild(dir: string = BUILD_DIR): void {
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`No site in ${dir}: run "npm run build" first.`);
    process.exit(1);
  }
}

/** Serves a build (default build/) like GitHub Pages (with gzip) on a free port; returns the site's address and a stop function. */
export async function serveBuild(dir: string = BUILD_DIR): Promise<{siteUrl: string; stop: () => Promise<void>}> {
  const server = await startServer({dir, port: 0});
  const {port} = server.address() as AddressInfo;
  return {
    siteUrl: `http://127.0.0.1:${port}${BASE_URL}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Prints rows as an aligned text table. */
export function printTable(header: string[], rows: (string | number)[][]): void {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

/** Bytes of a memory page, the unit of /proc's resident set size. */
const PAGE_SIZE = 4096;

/** One process of a tree, as /proc/<pid>/stat gives it: resident memory and CPU time so far (user + system, in clock ticks). */
export type ProcessStat = {pid: number; rssBytes: number; cpuTicks: number};

/** A process and all its descendants, read from /proc (Linux). */
export function processTree(rootPid: number): ProcessStat[] {
  const children = new Map<number, number[]>();
  const stats = new Map<number, ProcessStat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // the process ended while we were reading
    }
    // "pid (comm) state ppid ... utime stime ... rss ...": comm may hold spaces, so split after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    const ppid = Number(fields[1]);
    stats.set(pid, {pid, rssBytes: Number(fields[21]) * PAGE_SIZE, cpuTicks: Number(fields[11]) + Number(fields[12])});
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const tree: ProcessStat[] = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    const stat = stats.get(pid);
    if (stat) tree.push(stat);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Sum of the resident memory of a process and all its descendants. */
export function processTreeRss(rootPid: number): number {
  return processTree(rootPid).reduce((sum, process) => sum + process.rssBytes, 0);
}
