/**
 * The write-ups' tables in the mutation report. StrykerJS's incremental mode re-runs a mutant when its file or its
 * tests' file changed, but the tests read their table from cases.ts, which it never compares: a case renamed or
 * edited would leave figures from the old table. So `npm run test:mutation` (scripts/mutation.ts) records every
 * cases.ts it measured in the report, the staleness check compares them like the other files, and a run after a
 * change to any of them re-runs every mutant.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {PLATFORMS} from '../../src/platforms';
import type {MutationReport} from '../../src/write-up/mutation-report';

/** Every write-up's cases.ts under `siteDir`, by path from there with forward slashes, with its text now. */
export function currentCasesFiles(siteDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const platform of PLATFORMS) {
    for (const folder of readdirSync(path.join(siteDir, 'docs', platform)).sort()) {
      const file = `docs/${platform}/${folder}/cases.ts`;
      files.set(file, readFileSync(path.join(siteDir, file), 'utf8'));
    }
  }
  return files;
}

/** The tables that differ from the ones the report measured (or that it never measured, or that are gone). */
export function changedCasesFiles(report: MutationReport | undefined, current: ReadonlyMap<string, string>): string[] {
  const measured = report?.casesFiles ?? {};
  const files = new Set([...current.keys(), ...Object.keys(measured)]);
  return [...files].filter((file) => measured[file]?.source !== current.get(file)).sort();
}

/** The report with `current` recorded as the tables it measured. */
export function withCasesFiles<Report extends MutationReport>(report: Report, current: ReadonlyMap<string, string>): Report {
  return {...report, casesFiles: Object.fromEntries([...current].map(([file, source]) => [file, {source}]))};
}
