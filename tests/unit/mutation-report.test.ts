/**
 * The committed mutation report (stryker-incremental.json) describes the code
 * as it is: every solution and approach file StrykerJS mutates, every
 * solution test file and every table (cases.ts) has exactly the text the
 * report measured, and every test it names still exists. The pages
 * show the report's figures, so a change to any of them must come with a
 * refresh of the report (`npm run test:mutation`).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {REPORT_FILE, parseReport, testNames} from '../../src/write-up/mutation-report';
import {stalenessProblem} from '../../src/features/mutation-report/report/staleness';
import {approachFiles} from '../../src/write-up/folders';
import {PLATFORMS} from '../../src/platforms';
import {unknownTests} from './known-tests';

const siteDir = path.resolve(__dirname, '../..');
const report = parseReport(readFileSync(path.join(siteDir, REPORT_FILE), 'utf8'), REPORT_FILE);

/** Every file StrykerJS mutates, every solution test file and every cases.ts, by path from the project's top, with its text now. */
function currentFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const platform of PLATFORMS) {
    for (const folder of readdirSync(path.join(siteDir, 'docs', platform))) {
      const entries = readdirSync(path.join(siteDir, 'docs', platform, folder));
      for (const name of [...approachFiles(entries), ...entries.filter((entry) => entry.endsWith('.test.ts')), 'cases.ts']) {
        const file = `docs/${platform}/${folder}/${name}`;
        files.set(file, readFileSync(path.join(siteDir, file), 'utf8'));
      }
    }
  }
  return files;
}

describe('the committed mutation report', () => {
  it('mutates what this test lists: every .ts file under docs/ but the tests and cases.ts', () => {
    const config = JSON.parse(readFileSync(path.join(siteDir, 'stryker.config.json'), 'utf8')) as {mutate: string[]};
    expect(config.mutate).toEqual(['docs/**/*.ts', '!docs/**/*.test.ts', '!docs/**/cases.ts']);
  });

  it('measured every solution, approach and test file exactly as it is now', () => {
    const current = currentFiles();
    expect(current.get('docs/LeetCode/Binary Search/solution.ts')).toContain('export function search');
    expect(stalenessProblem(report, current)).toBeUndefined();
  });

  it('is found out of date on a copy of the files where one solution has changed, naming it and the refresh command', () => {
    const copy = currentFiles();
    const solution = 'docs/LeetCode/Binary Search/solution.ts';
    copy.set(solution, copy.get(solution)!.replace('low <= high', 'low < high'));
    expect(stalenessProblem(report, copy)).toBe(
      `The mutation report is out of date:\n  ${solution} has changed since ${REPORT_FILE} measured it\nRefresh it with npm run test:mutation (about 3 minutes).`,
    );
  });

  it.each([
    {change: 'one case renamed', from: "'finds a target away from both ends'", to: "'finds a target near the middle'"},
    {change: "one case's input edited", from: 'target: 9}', to: 'target: 12}'},
  ])('is found out of date on a copy of the files where $change, naming its cases.ts', ({from, to}) => {
    const copy = currentFiles();
    const table = 'docs/LeetCode/Binary Search/cases.ts';
    expect(copy.get(table)).toContain(from);
    copy.set(table, copy.get(table)!.replace(from, to));
    expect(stalenessProblem(report, copy)).toBe(
      `The mutation report is out of date:\n  ${table} has changed since ${REPORT_FILE} measured it\nRefresh it with npm run test:mutation (about 3 minutes).`,
    );
  });

  it('names only tests that exist: each ends with a title of its test file or a case of its table', async () => {
    const unknown: string[] = [];
    const testFiles = Object.entries(report.testFiles ?? {});
    expect(testFiles.length).toBeGreaterThan(0);
    for (const [file, {tests}] of testFiles) {
      const folder = path.posix.dirname(file);
      const {cases} = (await import(path.join(siteDir, folder, 'cases.ts'))) as {cases: {name: string}[]};
      const source = readFileSync(path.join(siteDir, file), 'utf8');
      unknown.push(
        ...unknownTests(
          tests.map(({name}) => name),
          source,
          cases.map(({name}) => name),
        ).map((name) => `${file}: ${name}`),
      );
    }
    expect(unknown.join('\n'), 'tests removed or renamed since the report was made: refresh it with npm run test:mutation').toBe('');
  });

  it('names each test that caught a change in full, as the pages quote it', () => {
    const names = testNames(report);
    const killers = Object.values(report.files).flatMap(({mutants}) => mutants.flatMap(({killedBy}) => killedBy ?? []));
    expect(killers.length).toBeGreaterThan(0);
    expect(killers.map((id) => names.get(id)).filter((name) => name === undefined || name.endsWith("…'"))).toEqual([]);
  });
});
