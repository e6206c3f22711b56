/**
 * A write-up's part of the mutation report: what its page is built from, and
 * nothing else. Under `npm start` each page depends on its own part (written
 * by src/features/mutation-report/plugin), not on the whole report: a refresh then
 * rebuilds only the pages whose part changed. With the whole report as every
 * page's dependency, a refresh at 2,000 write-ups recompiled all 2,000 pages,
 * and the open tab's hot update failed.
 */
import path from 'node:path';
import {readReport, testNames, type MutatedFile, type MutationReport} from './mutation-report';

/** The mutated files of one write-up's folder, by path from the project's top, and the name of each test that caught one of their changes. */
export type WriteUpReport = {files: Record<string, MutatedFile>; testNames: Record<string, string>};

/** Each write-up folder's part of the report (`docs/LeetCode/Binary Search` → its part), in one pass over the report. */
export function writeUpReports(report: MutationReport): Map<string, WriteUpReport> {
  const names = testNames(report);
  const parts = new Map<string, WriteUpReport>();
  for (const [file, entry] of Object.entries(report.files)) {
    const folder = path.posix.dirname(file);
    const part = parts.get(folder) ?? {files: {}, testNames: {}};
    parts.set(folder, part);
    part.files[file] = entry;
    for (const id of entry.mutants.flatMap((mutant) => mutant.killedBy ?? [])) {
      const name = names.get(id);
      if (name !== undefined) part.testNames[id] = name;
    }
  }
  return parts;
}

/** A write-up's folder as the report names it, from the project's top: `docs/LeetCode/Binary Search`. */
export function writeUpFolder(place: {platform: string; folder: string}): string {
  return `docs/${place.platform}/${place.folder}`;
}

const parsed = new WeakMap<MutationReport, Map<string, WriteUpReport>>();

/** The part of the report at `file` for the write-up `folder` (`docs/LeetCode/Binary Search`); undefined without a report. */
export function readWriteUpReport(file: string, folder: string): WriteUpReport | undefined {
  const report = readReport(file);
  if (!report) return undefined;
  if (!parsed.has(report)) parsed.set(report, writeUpReports(report));
  return parsed.get(report)!.get(folder) ?? {files: {}, testNames: {}};
}
