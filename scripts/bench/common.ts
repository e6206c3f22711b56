/** Helpers shared by the benchmark scripts. */
import {spawn} from 'node:child_process';
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

/** The PAGES entries whose name contains one of `filters` (all of them without filters). */
export function selectPages(filters?: string[]): [string, string][] {
  return Object.entries(PAGES).filter(([name]) => !filters || filters.some((filter) => name.includes(filter)));
}

/** The benchmarks' Chromium through Playwright (which sets headless mode itself), with any extra flags. */
export function launchChromium(extraFlags: string[] = []): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraFlags]});
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

/** The resident memory of a process and all its descendants, read from /proc (Linux). */
function processTreeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // the process ended while we were reading
    }
    // "pid (comm) state ppid ... rss ...": comm may hold spaces, so split after its closing parenthesis; rss counts 4 KiB pages.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    rss.set(Number(entry), Number(fields[21]) * 4096);
    children.set(Number(fields[1]), [...(children.get(Number(fields[1])) ?? []), Number(entry)]);
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

const TIME_MARK = 'BENCH_CPU_SECONDS';

/**
 * Runs a command in `cwd` and measures it: wall time, CPU time of it and every process it waited for (from
 * /usr/bin/time), and the peak memory of its whole process tree (the RSS of all its processes, summed, polled).
 */
export async function runMeasured(
  command: string,
  args: string[],
  cwd: string,
): Promise<{code: number | null; output: string; seconds: number; cpuSeconds: number; peakBytes: number}> {
  const start = performance.now();
  const child = spawn('/usr/bin/time', ['-f', `${TIME_MARK} %U %S`, command, ...args], {
    cwd,
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let peakBytes = 0;
  const poll = setInterval(() => child.pid !== undefined && (peakBytes = Math.max(peakBytes, processTreeRss(child.pid))), 100);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(poll);
  const times = new RegExp(`${TIME_MARK} ([\\d.]+) ([\\d.]+)`).exec(output);
  const cpuSeconds = times ? Number(times[1]) + Number(times[2]) : NaN;
  return {code, output, seconds: (performance.now() - start) / 1000, cpuSeconds, peakBytes};
}
