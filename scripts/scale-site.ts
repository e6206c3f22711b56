/**
 * Makes a scratch copy of the site with many generated write-ups added to the
 * real ones, to measure the site at scale. Never writes into this checkout.
 *
 * The copy and the write-ups are those of the benchmarks
 * (scripts/scratch-site.ts, scripts/bench/generate-write-ups.ts).
 */
import {existsSync, rmSync} from 'node:fs';
import path from 'node:path';
import {parseCommandLine} from './command-line';
import {writeGeneratedWriteUps} from './bench/generate-write-ups';
import {isEntryPoint} from './entry-point';
import {SITE_DIR, createScratchSite} from './scratch-site';

/** Generated write-ups added to the 21 real ones: 2,000 in all. */
export const SCALE_COUNT = 1979;

/** A scratch copy of the site (in `dir`, or a new temporary folder) with `count` generated write-ups added to the real ones; returns its path. */
export function createScaleSite({count, dir}: {count: number; dir?: string}): string {
  const site = createScratchSite({prefix: 'solve-problems-scale-', dir});
  writeGeneratedWriteUps(path.join(site, 'docs'), count);
  return site;
}

/** The --count option: a whole number of write-ups. */
export function parseCount(text: string): number {
  const count = Number(text);
  if (!Number.isInteger(count) || count < 0) throw new Error(`--count must be a whole number of write-ups, got "${text}".`);
  return count;
}

const USAGE = `Usage: npx tsx scripts/scale-site.ts [--count ${SCALE_COUNT}] [--out /tmp/index-scale]
  then: cd /tmp/index-scale && npm run build
        npx tsx scripts/measure-index.ts --site /tmp/index-scale`;

function main(): void {
  const {values} = parseCommandLine(USAGE, {
    options: {
      count: {type: 'string', default: String(SCALE_COUNT)},
      out: {type: 'string', default: '/tmp/index-scale'},
    },
  });
  const count = parseCount(values.count);
  const out = path.resolve(values.out);
  if (out === SITE_DIR || out.startsWith(`${SITE_DIR}${path.sep}`)) throw new Error(`--out must be outside the site, got ${out}.`);
  if (existsSync(out)) rmSync(out, {recursive: true, force: true});
  createScaleSite({count, dir: out});
  console.log(`Site with ${count} generated write-ups in ${out}; build it with: cd "${out}" && npm run build`);
}

if (isEntryPoint(import.meta.url)) main();
