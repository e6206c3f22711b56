/**
 * Refreshes the committed mutation report (stryker-incremental.json) for one
 * write-up: StrykerJS mutates that write-up's files only, runs the tests that
 * cover them, and writes the report with every other file's results kept as
 * they were (incremental mode keeps what it did not mutate), and records the
 * write-up's cases.ts as measured, as npm run test:mutation does for all.
 * The write-up's page picks up the new figures live under npm start and
 * npm run write.
 *
 *   npm run mutation:write-up -- "Binary Search"     a folder, a title or a problem number
 *
 * Seconds where the full incremental run, npm run test:mutation, takes
 * minutes (scripts/bench/README.md). The score threshold of
 * stryker.config.json still applies.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {REPORT_FILE, parseReport} from '../src/write-up/mutation-report';
import {parseCommandLine} from './lib/command-line';
import {changedCasesFiles, currentCasesFiles, withCasesFiles} from './lib/mutation-cases';
import {writeUpNamed} from './lib/write-ups';
import {literalGlob} from '../src/focused-writing/focus';

const USAGE = 'Usage: npm run mutation:write-up -- "<folder, title or problem number>"';

async function main(): Promise<void> {
  const {positionals} = parseCommandLine(USAGE, {allowPositionals: true, options: {}});
  const siteDir = path.resolve(__dirname, '..');
  const writeUp = writeUpNamed('npm run mutation:write-up', USAGE, positionals, siteDir);
  process.chdir(siteDir);
  const reportFile = path.join(siteDir, REPORT_FILE);
  const before = parseReport(readFileSync(reportFile, 'utf8'), REPORT_FILE);
  // As npm run test:mutation does (scripts/mutation.ts): a changed table re-tests every mutant, here this write-up's.
  const casesFile = `docs/${writeUp.path}/cases.ts`;
  const force = changedCasesFiles(before, currentCasesFiles(siteDir)).includes(casesFile);
  const folder = `docs/${literalGlob(writeUp.path)}`;
  // StrykerJS is an ES module that these scripts, run as CommonJS, can only load with import().
  const {Stryker} = await import('@stryker-mutator/core');
  // The same files as stryker.config.json's `mutate`, in this folder only.
  await new Stryker({mutate: [`${folder}/*.ts`, `!${folder}/*.test.ts`, `!${folder}/cases.ts`], force}).runMutationTest();
  // StrykerJS sets the exit code below the break threshold; then the table stays unrecorded, and the report out of date.
  if (process.exitCode) return;
  const measured = new Map(Object.entries(before.casesFiles ?? {}).map(([file, {source}]) => [file, source]));
  measured.set(casesFile, readFileSync(path.join(siteDir, casesFile), 'utf8'));
  const after = parseReport(readFileSync(reportFile, 'utf8'), REPORT_FILE);
  writeFileSync(reportFile, `${JSON.stringify(withCasesFiles(after, measured), null, 2)}\n`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
