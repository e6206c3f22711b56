/**
 * npm run test:mutation: StrykerJS (stryker.config.json), incremental against the committed stryker-incremental.json,
 * then the write-ups' tables it ran with recorded in that report (scripts/lib/mutation-cases.ts says why). When a
 * cases.ts changed since the report measured it, StrykerJS cannot tell which results it invalidates, so the run
 * re-tests every mutant (--force).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {REPORT_FILE, parseReport} from '../src/write-up/mutation-report';
import {parseCommandLine} from './lib/command-line';
import {isEntryPoint} from './lib/entry-point';
import {changedCasesFiles, currentCasesFiles, withCasesFiles} from './lib/mutation-cases';

const USAGE = `Usage: npm run test:mutation [-- --force]

StrykerJS mutation testing of the solutions, incremental against ${REPORT_FILE}, then every cases.ts recorded
in it. Every mutant is re-tested with --force, and when a cases.ts changed since the report measured it.`;

function main(): void {
  const {values} = parseCommandLine(USAGE, {options: {force: {type: 'boolean', default: false}}});
  const siteDir = fileURLToPath(new URL('..', import.meta.url));
  const reportFile = path.join(siteDir, REPORT_FILE);
  const before = existsSync(reportFile) ? parseReport(readFileSync(reportFile, 'utf8'), REPORT_FILE) : undefined;
  const changed = changedCasesFiles(before, currentCasesFiles(siteDir));
  const force = values.force || changed.length > 0;
  if (changed.length > 0)
    console.log(`${changed.length} cases.ts changed since ${REPORT_FILE} measured them (${changed[0]}, …): every mutant is re-tested.`);
  const stryker = spawnSync('npx', ['stryker', 'run', ...(force ? ['--force'] : [])], {
    cwd: siteDir,
    stdio: 'inherit',
  });
  // A run that failed (below the break threshold, or before it tested anything) leaves the tables unrecorded, so
  // the report stays out of date until a run passes.
  if (stryker.status === 0) {
    const after = parseReport(readFileSync(reportFile, 'utf8'), REPORT_FILE);
    writeFileSync(reportFile, `${JSON.stringify(withCasesFiles(after, currentCasesFiles(siteDir)), null, 2)}\n`);
  }
  process.exitCode = stryker.status ?? 1;
}

if (isEntryPoint(import.meta.url)) main();
