/**
 * Runs a site's own `npm run build`, as `npm test` and the deployment run it,
 * and measures it: wall time, CPU time (of the build and every process it
 * waited for, from /usr/bin/time), the peak memory of the whole process tree
 * (the sum of the RSS of the build and all its descendants, polled from
 * /proc), and with `profile` Docusaurus' own phase timings.
 */
import {spawn} from 'node:child_process';
import {processTreeRss} from './common';

const POLL_MS = 200;
const TIME = '/usr/bin/time';
const TIME_MARK = 'BENCH_CPU_SECONDS';

/** Lines "[PERF] label - 12.34 seconds!" / "- 456.00 ms" of DOCUSAURUS_PERF_LOGGER, longer than one second. */
export function parsePhases(output: string): {label: string; seconds: number}[] {
  const phases: {label: string; seconds: number}[] = [];
  for (const line of output.replace(/\x1b\[[0-9;]*m/g, '').split('\n')) {
    const match = /\[PERF\]\S* (.+) - ([\d.]+) (seconds|ms)/.exec(line);
    if (!match) continue;
    const seconds = Number(match[2]) / (match[3] === 'ms' ? 1000 : 1);
    if (seconds >= 1) phases.push({label: match[1]!, seconds});
  }
  return phases;
}

export async function runBuild(
  siteDir: string,
  profile: boolean,
  nodeArgs: string[],
  trace: boolean,
): Promise<{seconds: number; cpuSeconds: number; peak: number; output: string}> {
  const start = performance.now();
  // /usr/bin/time reports the CPU time of the build and of every process it waited for.
  // The project's own build script, as `npm test` and the deployment run it (with its Node options).
  const nodeOptions = [process.env.NODE_OPTIONS, ...nodeArgs].filter(Boolean).join(' ');
  const child = spawn(TIME, ['-f', `${TIME_MARK} %U %S`, 'npm', 'run', 'build'], {
    cwd: siteDir,
    env: {
      ...process.env,
      NO_UPDATE_NOTIFIER: '1',
      ...(nodeOptions && {NODE_OPTIONS: nodeOptions}),
      ...(profile && {DOCUSAURUS_PERF_LOGGER: 'true'}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let peak = 0;
  let lastTrace = 0;
  const elapsed = () => ((performance.now() - start) / 1000).toFixed(1).padStart(6);
  const poll = setInterval(() => {
    if (child.pid === undefined) return;
    const rss = processTreeRss(child.pid);
    peak = Math.max(peak, rss);
    if (trace && performance.now() - lastTrace >= 5000) {
      lastTrace = performance.now();
      console.log(`  [${elapsed()} s] process tree RSS ${(rss / 2 ** 20).toFixed(0)} MB`);
    }
  }, POLL_MS);
  if (trace) {
    const echo = (chunk: Buffer) => {
      for (const line of chunk
        .toString()
        .split('\n')
        .filter((l) => l.trim()))
        console.log(`  [${elapsed()} s] ${line}`);
    };
    child.stdout.on('data', echo);
    child.stderr.on('data', echo);
  }
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(poll);
  const seconds = (performance.now() - start) / 1000;
  if (code !== 0) {
    console.error(output.slice(-5000));
    throw new Error(`the build in ${siteDir} failed with exit code ${code}`);
  }
  const times = new RegExp(`${TIME_MARK} ([\\d.]+) ([\\d.]+)`).exec(output);
  const cpuSeconds = times ? Number(times[1]) + Number(times[2]) : NaN;
  return {seconds, cpuSeconds, peak, output};
}
