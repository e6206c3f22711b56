/**
 * Build benchmark: how the production build scales with the number of write-ups, and the problem index's budget.
 *
 * For each N, a scratch copy of the project (scripts/lib/scale-site.ts) with N generated write-ups runs its own
 * `npm run build`, as `npm test` and the deployment run it. Printed: wall time, CPU time, the peak memory of the
 * whole process tree, the output's size, main.js gzipped (every first visit loads it), and what the problem index
 * adds to the home page (its section of the HTML and its data chunk, gzipped), which must stay within
 * INDEX_BUDGET: the command fails when it does not.
 */
import {readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {load} from 'cheerio';
import {parseCommandLine} from '../lib/command-line';
import {createScaleSite} from '../lib/scale-site';
import {SITE_DIR, printTable, runMeasured} from './common';

const INDEX_BUDGET = 100 * 1024;
const gzip = (text: string | Buffer) => gzipSync(text).length;

function walk(dir: string): {file: string; size: number}[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(file) : [{file, size: statSync(file).size}];
  });
}

/** What the problem index adds to the home page: its section of the HTML (the page with and without it) and its data chunk. */
function problemIndexBytes(siteDir: string, files: {file: string}[]): number {
  const $ = load(readFileSync(path.join(siteDir, 'build/index.html'), 'utf8'));
  const withIndex = gzip($.html());
  $('section[aria-labelledby="problems"]').remove();
  // The route module holding the index's data: webpack inlines the JSON as JSON.parse('…').
  const data = readFileSync(path.join(siteDir, '.docusaurus/problem-index/default/problems.json'), 'utf8');
  const needle = `JSON.parse('${data.slice(0, 80).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}`;
  const chunk = files.find(({file}) => file.endsWith('.js') && readFileSync(file, 'utf8').includes(needle));
  if (!chunk) throw new Error(`no chunk in ${siteDir}/build holds the problem index's data`);
  return withIndex - gzip($.html()) + gzip(readFileSync(chunk.file));
}

async function measure(writeUps: number, project: string, keep: boolean) {
  const siteDir = createScaleSite({count: writeUps, projectDir: path.resolve(project), prefix: `solve-problems-bench-${writeUps}-`});
  console.log(`\n== ${writeUps} generated write-ups in ${siteDir}`);
  try {
    const build = await runMeasured('npm', ['run', 'build'], siteDir);
    if (build.code !== 0) throw new Error(`the build in ${siteDir} failed:\n${build.output.slice(-5000)}`);
    const files = walk(path.join(siteDir, 'build'));
    const mainJs = files.filter(({file}) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(file));
    const result = {
      writeUps,
      ...build,
      loadAverage: loadavg()[0]!,
      outputBytes: files.reduce((sum, f) => sum + f.size, 0),
      mainJsGzipBytes: mainJs.reduce((sum, {file}) => sum + gzip(readFileSync(file)), 0),
      indexBytes: problemIndexBytes(siteDir, files),
    };
    console.log(`${build.seconds.toFixed(1)} s (CPU ${build.cpuSeconds.toFixed(1)} s, load ${result.loadAverage.toFixed(1)})`);
    return result;
  } finally {
    if (!keep) rmSync(siteDir, {recursive: true, force: true});
  }
}

const USAGE = `Usage: npm run bench:build -- [N ...] [--keep] [--project dir]
  N          numbers of generated write-ups (default: 500 2000)
  --keep     keep the scratch folders
  --project  the project to copy (default: this one), e.g. an older commit exported with \`git archive\`,
             or another worktree; its own node_modules, else this one's`;

async function main(): Promise<void> {
  const {values, positionals} = parseCommandLine(USAGE, {
    allowPositionals: true,
    options: {keep: {type: 'boolean', default: false}, project: {type: 'string', default: SITE_DIR}},
  });
  const counts = (positionals.length > 0 ? positionals : ['500', '2000']).map(Number);
  if (counts.some((n) => !Number.isInteger(n) || n < 0)) throw new Error(`N must be a whole number of write-ups.\n${USAGE}`);
  const results = [];
  for (const writeUps of counts) results.push(await measure(writeUps, values.project, values.keep));

  console.log(`\nBuild benchmark (${new Date().toISOString().slice(0, 16)}Z, Node ${process.version})`);
  printTable(
    ['write-ups', 'wall time', 'CPU time', 'load', 'peak memory', 'output', 'main.js gzip', 'problem index gzip'],
    results.map((r) => [
      r.writeUps,
      `${r.seconds.toFixed(1)} s`,
      `${r.cpuSeconds.toFixed(1)} s`,
      r.loadAverage.toFixed(1),
      `${(r.peakBytes / 2 ** 30).toFixed(2)} GiB`,
      `${(r.outputBytes / 2 ** 20).toFixed(1)} MiB`,
      `${(r.mainJsGzipBytes / 1024).toFixed(1)} KB`,
      `${(r.indexBytes / 1024).toFixed(1)} KB${r.indexBytes > INDEX_BUDGET ? ' (OVER its 100 KB budget)' : ''}`,
    ]),
  );
  if (results.some((r) => r.indexBytes > INDEX_BUDGET)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
