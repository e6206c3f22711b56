/**
 * What the tests catch benchmark: for every write-up, the gzip bytes its "What
 * the tests catch" section adds to the page's first load, in the HTML and in
 * the page's JS chunks, against the budget of 0.5 KB gzip.
 *
 * Method (tests/support/mutation-report-weight.ts): gzip of each built file minus
 * gzip of the same file with the section cut out of its text: the `<details>`
 * in the HTML, the compiled `<MutationReport>` element with its data in the
 * chunks. The component's own code and CSS are shared and not counted.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {PLATFORMS} from '../../src/platforms';
import {parseCommandLine} from '../lib/command-line';
import {MUTATION_REPORT_BUDGET, mutationReportWeight} from '../../tests/support/mutation-report-weight';
import {SITE_DIR, printTable, requireBuild} from './common';

function main(): void {
  parseCommandLine('Usage: npm run build && npm run bench:mutation-report', {});
  requireBuild();
  const routes = PLATFORMS.flatMap((platform) =>
    readdirSync(path.join(SITE_DIR, 'docs', platform), {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => `/${platform}/${entry.name}/`),
  );
  const rows = routes.map((route) => ({route, ...mutationReportWeight(SITE_DIR, route)})).sort((a, b) => b.total - a.total);
  console.log('\nWhat the section "What the tests catch" adds to the first load (gzip bytes), heaviest first');
  printTable(
    ['page', 'HTML', 'JS', 'bytes', 'used', 'result'],
    rows.map((row) => [
      row.route,
      row.html,
      row.js,
      row.total,
      `${Math.round((100 * row.total) / MUTATION_REPORT_BUDGET)}%`,
      row.total <= MUTATION_REPORT_BUDGET ? 'pass' : 'FAIL',
    ]),
  );
  const failed = rows.filter((row) => row.total > MUTATION_REPORT_BUDGET).length;
  console.log(`\n${rows.length - failed} of ${rows.length} pages within budget (${MUTATION_REPORT_BUDGET} B gzip each).`);
  if (failed) process.exitCode = 1;
}

main();
