/**
 * A scratch copy of the site with many generated write-ups added to the real
 * ones, to measure and test the site at scale. Never writes into this
 * checkout. The copy and the write-ups are those of the benchmarks
 * (scratch-site.ts, generate-write-ups.ts).
 */
import path from 'node:path';
import {writeGeneratedWriteUps} from './generate-write-ups';
import {createScratchSite} from './scratch-site';

/** Generated write-ups added to the 21 real ones: 2,000 in all. */
export const SCALE_COUNT = 1979;

/**
 * A scratch copy of the project (this one, or `projectDir`), in `dir` or a new
 * temporary folder named with `prefix`, with `count` generated write-ups added
 * to the real ones; returns its path.
 */
export function createScaleSite({
  count,
  dir,
  projectDir,
  prefix = 'solve-problems-scale-',
}: {
  count: number;
  dir?: string;
  projectDir?: string;
  prefix?: string;
}): string {
  const site = createScratchSite({prefix, dir, projectDir});
  writeGeneratedWriteUps(path.join(site, 'docs'), count);
  return site;
}

/** The --count option: a whole number of write-ups. */
export function parseCount(text: string): number {
  const count = Number(text);
  if (!Number.isInteger(count) || count < 0) throw new Error(`--count must be a whole number of write-ups, got "${text}".`);
  return count;
}
