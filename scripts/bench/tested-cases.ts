/**
 * Tested cases benchmark: for every write-up with a cases.ts, the gzip bytes
 * its "Tested cases" section adds to the page's first load, in the HTML and in
 * the page's JS chunks, against the budget of 1 KB gzip per 10 cases.
 *
 * Method (tests/support/tested-cases-weight.ts): gzip of each built file minus gzip
 * of the same file with the section cut out of its text. In the HTML, the
 * section's `<details>`; in the chunks the route loads (from the build's
 * routesChunkNames.json and client-manifest.json), the cases.ts table and the
 * compiled `<TestedCases>` element with its note. The component's own code and
 * CSS are shared by all write-ups and not counted per page.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {PLATFORMS} from '../../src/platforms';
import {parseCommandLine} from '../lib/command-line';
import {budgetFor, testedCasesWeight, type NamedCases} from '../../tests/support/tested-cases-weight';
import {SITE_DIR, printTable, requireBuild} from './common';

type WriteUp = {route: string; cases: NamedCases};

async function writeUps(): Promise<WriteUp[]> {
  const found = PLATFORMS.flatMap((platform) =>
    readdirSync(path.join(SITE_DIR, 'docs', platform), {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && existsSync(path.join(SITE_DIR, 'docs', platform, entry.name, 'cases.ts')))
      .map((entry) => ({route: `/${platform}/${entry.name}/`, file: path.join(SITE_DIR, 'docs', platform, entry.name, 'cases.ts')})),
  );
  return Promise.all(found.map(async ({route, file}) => ({route, cases: ((await import(file)) as {cases: NamedCases}).cases})));
}

async function main(): Promise<void> {
  parseCommandLine('Usage: npm run build && npm run bench:tested-cases', {});
  requireBuild();
  const rows = (await writeUps()).map(({route, cases}) => {
    const weight = testedCasesWeight(SITE_DIR, route, cases);
    const budget = budgetFor(cases.length);
    return {route, cases: cases.length, ...weight, budget, pass: weight.total <= budget};
  });
  rows.sort((a, b) => b.total / b.budget - a.total / a.budget);
  console.log('\nWhat the Tested cases section adds to the first load (gzip bytes), worst first');
  printTable(
    ['page', 'cases', 'HTML', 'JS', 'bytes', 'budget', 'used', 'result'],
    rows.map((row) => [
      row.route,
      row.cases,
      row.html,
      row.js,
      row.total,
      row.budget,
      `${Math.round((100 * row.total) / row.budget)}%`,
      row.pass ? 'pass' : 'FAIL',
    ]),
  );
  const failed = rows.filter((row) => !row.pass).length;
  console.log(`\n${rows.length - failed} of ${rows.length} pages within budget (1 KB gzip per 10 cases).`);
  if (failed) process.exitCode = 1;
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
