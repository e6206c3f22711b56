/**
 * Build benchmark: how the production build scales with the number of write-ups.
 *
 * For each N, copies the project to a scratch folder in /tmp (without
 * node_modules, build/ and .docusaurus/; node_modules is a symlink), adds N
 * generated write-ups in the real pattern, runs its `npm run build` and prints
 * the wall time, the peak memory of the whole process tree (sum of the RSS of
 * the build and all its descendants, polled from /proc) and the output size.
 * The real docs/ folder is never touched.
 */
import {readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {parseCommandLine} from '../lib/command-line';
import {generateWriteUp} from '../lib/generate-write-ups';
import {createScaleSite} from '../lib/scale-site';
import {SITE_DIR, printTable} from './common';
import {parsePhases, runBuild} from './timed-build';

type Result = {
  writeUps: number;
  pages: number;
  seconds: number;
  secondsPerPage: number;
  cpuSeconds: number;
  /** The machine's 1-minute load average when the build ended: other work slows the wall time. */
  loadAverage: number;
  peakMemoryBytes: number;
  outputBytes: number;
  htmlBytes: number;
  writeUpHtmlBytes: number;
  /** main.js, gzipped: every first visit loads it, and it lists every route. */
  mainJsGzipBytes: number;
  phases: {label: string; seconds: number}[];
};

function walk(dir: string): {file: string; size: number}[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(file) : [{file, size: statSync(file).size}];
  });
}

async function measure(
  writeUps: number,
  options: {profile: boolean; keep: boolean; trace: boolean; project: string; 'node-arg'?: string[]},
): Promise<Result> {
  const siteDir = createScaleSite({
    count: writeUps,
    projectDir: path.resolve(options.project),
    prefix: `solve-problems-bench-${writeUps}-`,
  });
  console.log(`\n== ${writeUps} generated write-ups in ${siteDir}`);
  try {
    const {seconds, cpuSeconds, peak, output} = await runBuild(siteDir, options.profile, options['node-arg'] ?? [], options.trace);
    const files = walk(path.join(siteDir, 'build'));
    const html = files.filter((f) => f.file.endsWith('.html'));
    const sample = writeUps > 0 ? generateWriteUp(0) : undefined;
    const sampleHtml = sample
      ? statSync(path.join(siteDir, 'build', sample.platform, sample.folder, 'index.html')).size
      : statSync(path.join(siteDir, 'build/LeetCode/Binary Search/index.html')).size;
    const result: Result = {
      writeUps,
      pages: html.length,
      seconds,
      secondsPerPage: seconds / html.length,
      cpuSeconds,
      loadAverage: loadavg()[0]!,
      peakMemoryBytes: peak,
      outputBytes: files.reduce((sum, f) => sum + f.size, 0),
      htmlBytes: html.reduce((sum, f) => sum + f.size, 0),
      writeUpHtmlBytes: sampleHtml,
      mainJsGzipBytes: files
        .filter((f) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(f.file))
        .reduce((sum, f) => sum + gzipSync(readFileSync(f.file)).length, 0),
      phases: parsePhases(output),
    };
    console.log(
      `${result.pages} pages in ${seconds.toFixed(1)} s (CPU ${cpuSeconds.toFixed(1)} s, load ${result.loadAverage.toFixed(1)}), peak ${(peak / 2 ** 20).toFixed(0)} MB, ` +
        `output ${(result.outputBytes / 2 ** 20).toFixed(1)} MB`,
    );
    for (const phase of result.phases) console.log(`  ${phase.label}: ${phase.seconds.toFixed(1)} s`);
    return result;
  } finally {
    if (!options.keep) rmSync(siteDir, {recursive: true, force: true});
  }
}

const USAGE = `Usage: npm run bench:build -- [N ...] [--profile] [--keep] [--trace] [--json file] [--project dir] [--node-arg option]
  N           numbers of generated write-ups (default: 500 2000)
  --profile   print Docusaurus' own phase timings (DOCUSAURUS_PERF_LOGGER)
  --keep      keep the scratch folders
  --trace     echo the build's output and the process tree's memory every 5 s, with times
  --json      also write the results to a JSON file
  --project   the project to copy (default: this one), e.g. an older commit
              exported with \`git archive\`, or another worktree; its own node_modules, else this one's
  --node-arg  a Node.js option for the build (added to NODE_OPTIONS, which refuses some, --cpu-prof among them:
              for a profile, --keep the copy and run node --cpu-prof …/docusaurus.mjs build in it), e.g.
              --node-arg=--max-old-space-size=2048`;

async function main(): Promise<void> {
  const {values, positionals} = parseCommandLine(USAGE, {
    allowPositionals: true,
    options: {
      profile: {type: 'boolean', default: false},
      keep: {type: 'boolean', default: false},
      trace: {type: 'boolean', default: false},
      json: {type: 'string'},
      project: {type: 'string', default: SITE_DIR},
      'node-arg': {type: 'string', multiple: true},
    },
  });
  const counts = (positionals.length > 0 ? positionals : ['500', '2000']).map(Number);
  if (counts.some((n) => !Number.isInteger(n) || n < 0)) throw new Error('N must be a non-negative integer');
  const results: Result[] = [];
  for (const writeUps of counts) results.push(await measure(writeUps, values));

  console.log(`\nBuild benchmark (${new Date().toISOString().slice(0, 10)}, Node ${process.version})`);
  printTable(
    [
      'write-ups',
      'pages',
      'wall time',
      'per page',
      'CPU time',
      'load',
      'peak memory',
      'output',
      'all HTML',
      'one write-up HTML',
      'main.js gzip',
    ],
    results.map((r) => [
      r.writeUps,
      r.pages,
      `${r.seconds.toFixed(1)} s`,
      `${(r.secondsPerPage * 1000).toFixed(0)} ms`,
      `${r.cpuSeconds.toFixed(1)} s`,
      r.loadAverage.toFixed(1),
      `${(r.peakMemoryBytes / 2 ** 30).toFixed(2)} GiB`,
      `${(r.outputBytes / 2 ** 20).toFixed(1)} MiB`,
      `${(r.htmlBytes / 2 ** 20).toFixed(1)} MiB`,
      `${(r.writeUpHtmlBytes / 1024).toFixed(1)} KB`,
      `${(r.mainJsGzipBytes / 1024).toFixed(1)} KB`,
    ]),
  );
  if (results.length >= 2) {
    const first = results[0]!;
    const last = results[results.length - 1]!;
    console.log(
      `time per page at ${last.writeUps} / at ${first.writeUps}: ${(last.secondsPerPage / first.secondsPerPage).toFixed(2)}× wall, ` +
        `${(last.cpuSeconds / last.pages / (first.cpuSeconds / first.pages)).toFixed(2)}× CPU`,
    );
  }
  if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
