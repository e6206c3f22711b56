/**
 * Makes a scratch copy of the site with many generated write-ups added to the
 * real ones (scripts/lib/scale-site.ts), to measure the site at scale.
 */
import {existsSync, rmSync} from 'node:fs';
import path from 'node:path';
import {parseCommandLine} from './lib/command-line';
import {SCALE_COUNT, createScaleSite, parseCount} from './lib/scale-site';
import {SITE_DIR} from './lib/scratch-site';

const USAGE = `Usage: npx tsx scripts/scale-site.ts [--count ${SCALE_COUNT}] [--out /tmp/index-scale]
  then: cd /tmp/index-scale && npm run build
        npm run bench:index -- --site /tmp/index-scale`;

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

main();
