/**
 * Refreshes the committed mutation report (stryker-incremental.json) for one
 * write-up: StrykerJS mutates that write-up's files only, runs the tests that
 * cover them, and writes the report with every other file's results kept as
 * they were (incremental mode keeps what it did not mutate). The write-up's
 * page picks up the new figures live under npm start and npm run write.
 *
 *   npm run mutation:write-up -- "Binary Search"     a folder, a title or a problem number
 *
 * Measured on 2026-11-26, 2 cores: about 20 s when nothing changed (the
 * tests' start-up); the full incremental run, npm run test:mutation, about
 * 3 minutes. The score threshold of stryker.config.json still applies.
 */
import path from 'node:path';
import {parseCommandLine} from './lib/command-line';
import {writeUpNamed} from './lib/write-ups';

const USAGE = 'Usage: npm run mutation:write-up -- "<folder, title or problem number>"';

/** A folder name as a glob that matches only itself (StrykerJS reads `mutate` as globs). */
const literalGlob = (name: string) => name.replace(/[\\*?[\]{}()!+@,]/g, '\\$&');

async function main(): Promise<void> {
  const {positionals} = parseCommandLine(USAGE, {allowPositionals: true, options: {}});
  if (positionals.length !== 1) {
    console.error(`npm run mutation:write-up: name one write-up.\n${USAGE}`);
    process.exit(2);
  }
  const siteDir = path.resolve(__dirname, '..');
  const writeUp = writeUpNamed('npm run mutation:write-up', positionals[0]!, siteDir);
  process.chdir(siteDir);
  const folder = `docs/${literalGlob(writeUp.path)}`;
  // The same files as stryker.config.json's `mutate`, in this folder only.
  // StrykerJS is an ES module that these scripts, run as CommonJS, can only load with import().
  const {Stryker} = await import('@stryker-mutator/core');
  await new Stryker({mutate: [`${folder}/*.ts`, `!${folder}/*.test.ts`, `!${folder}/cases.ts`]}).runMutationTest();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
