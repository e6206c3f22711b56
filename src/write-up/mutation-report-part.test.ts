import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import type {Mutant, MutationReport} from './mutation-report';
import {readWriteUpReport, writeUpReports} from './mutation-report-part';

const killed = (id: string, killedBy: string[]): Mutant => ({
  id,
  mutatorName: 'EqualityOperator',
  status: 'Killed',
  killedBy,
  location: {start: {line: 1, column: 1}, end: {line: 1, column: 2}},
});

const BINARY = 'docs/LeetCode/Binary Search';
const LIKES = 'docs/Codewars/6 kyu Who likes it';
const REPORT: MutationReport = {
  files: {
    [`${BINARY}/solution.ts`]: {source: 'a', mutants: [killed('1', ['10'])]},
    [`${BINARY}/linear-scan.ts`]: {source: 'b', mutants: [killed('2', ['11', '12'])]},
    [`${LIKES}/solution.ts`]: {source: 'c', mutants: [killed('3', ['20'])]},
  },
  testFiles: {
    [`${BINARY}/solution.test.ts`]: {tests: [10, 11, 12, 13].map((id) => ({id: String(id), name: `binary ${id}`}))},
    [`${LIKES}/solution.test.ts`]: {tests: [{id: '20', name: 'likes 20'}]},
  },
};

describe('writeUpReports', () => {
  const parts = writeUpReports(REPORT);

  it("gives each write-up folder its own files, and the names of the tests that caught their changes, and nobody else's", () => {
    expect([...parts.keys()]).toEqual([BINARY, LIKES]);
    expect(parts.get(BINARY)).toEqual({
      files: {
        [`${BINARY}/solution.ts`]: REPORT.files[`${BINARY}/solution.ts`],
        [`${BINARY}/linear-scan.ts`]: REPORT.files[`${BINARY}/linear-scan.ts`],
      },
      testNames: {'10': 'binary 10', '11': 'binary 11', '12': 'binary 12'},
    });
    expect(parts.get(LIKES)).toEqual({
      files: {[`${LIKES}/solution.ts`]: REPORT.files[`${LIKES}/solution.ts`]},
      testNames: {'20': 'likes 20'},
    });
  });

  it("leaves a folder's part as it was when only another folder's entries change", () => {
    const refreshed: MutationReport = {
      ...REPORT,
      files: {...REPORT.files, [`${LIKES}/solution.ts`]: {source: 'c2', mutants: [killed('3', ['20'])]}},
    };
    const after = writeUpReports(refreshed);
    expect(JSON.stringify(after.get(BINARY))).toBe(JSON.stringify(parts.get(BINARY)));
    expect(JSON.stringify(after.get(LIKES))).not.toBe(JSON.stringify(parts.get(LIKES)));
  });
});

describe('readWriteUpReport', () => {
  const dir = mkdtempSync(path.join(tmpdir(), '報告 part-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it("reads a folder's part of the report file, an empty part for a folder the report has not measured, and nothing without a report", () => {
    const file = path.join(dir, 'stryker-incremental.json');
    expect(readWriteUpReport(file, BINARY)).toBeUndefined();
    writeFileSync(file, JSON.stringify(REPORT));
    expect(Object.keys(readWriteUpReport(file, BINARY)!.files)).toEqual([`${BINARY}/solution.ts`, `${BINARY}/linear-scan.ts`]);
    expect(readWriteUpReport(file, 'docs/LeetCode/Two Sum')).toEqual({files: {}, testNames: {}});
  });
});
