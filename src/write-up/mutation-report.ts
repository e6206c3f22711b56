/**
 * The mutation report that `npm run test:mutation` (StrykerJS) commits as
 * stryker-incremental.json, in the mutation-testing-report-schema: for every
 * mutated file the source it measured and its mutants, and the tests by id.
 * Only the fields the pages use are typed here.
 */
import {readFileSync, statSync} from 'node:fs';
import {REFRESH_COMMAND, REFRESH_TIME} from './mutation-refresh';

/** The report's file name, at the top of the project. */
export const REPORT_FILE = 'stryker-incremental.json';

/** What refreshes the report, and how long it takes. */
export const REFRESH = `${REFRESH_COMMAND} (${REFRESH_TIME})`;

export type Position = {line: number; column: number};

/** Where a mutant changes the code: lines and columns count from 1, the end column is the first one after it. */
export type Location = {start: Position; end: Position};

export type MutantStatus = 'Killed' | 'Survived' | 'Timeout' | 'NoCoverage' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

export type Mutant = {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: MutantStatus;
  location: Location;
  /** Ids of the tests that failed on the mutant. */
  killedBy?: string[];
};

export type MutatedFile = {source: string; mutants: Mutant[]};

export type MutationReport = {
  /** By path from the project's top, with forward slashes: `docs/LeetCode/Binary Search/solution.ts`. */
  files: Record<string, MutatedFile>;
  testFiles?: Record<string, {source?: string; tests: {id: string; name: string}[]}>;
  /**
   * Every write-up's cases.ts as the run measured it (scripts/mutation.ts adds them after StrykerJS): the tests read
   * their table from it, and StrykerJS itself only compares the mutated files and the test files.
   */
  casesFiles?: Record<string, {source: string}>;
};

/** Every test's full name (describe blocks and title, joined by spaces) by its id. */
export function testNames(report: MutationReport): Map<string, string> {
  const names = new Map<string, string>();
  for (const {tests} of Object.values(report.testFiles ?? {})) for (const {id, name} of tests) names.set(id, name);
  return names;
}

/** Checks the little of the report's shape the pages rely on; throws naming the file and the fix. */
export function parseReport(text: string, file: string): MutationReport {
  let report: unknown;
  try {
    report = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${(error as Error).message}); restore it from git, or run ${REFRESH}.`);
  }
  const files = (report as {files?: unknown} | null)?.files;
  if (typeof files !== 'object' || files === null) {
    throw new Error(`${file} has no "files" object, so it is not a StrykerJS report; restore it from git, or run ${REFRESH}.`);
  }
  return report as MutationReport;
}

let cached: {file: string; modified: number; report: MutationReport | undefined} | undefined;

/**
 * The report at `file`, read once per change of the file (every page reads
 * it, and `npm run test:mutation` may rewrite it while `npm start` runs), or
 * undefined when there is none.
 */
export function readReport(file: string): MutationReport | undefined {
  let modified: number;
  try {
    modified = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  if (cached?.file !== file || cached.modified !== modified) {
    cached = {file, modified, report: parseReport(readFileSync(file, 'utf8'), file)};
  }
  return cached.report;
}

/**
 * The report at `file` once whoever writes it has finished: under `npm start`
 * the file watcher can fire while `npm run test:mutation` is still writing,
 * and the text then ends early. A report that is still not valid after
 * `attempts` reads, `intervalMs` apart, throws as {@link readReport} does.
 */
export async function readWrittenReport(file: string, {attempts = 20, intervalMs = 100} = {}): Promise<MutationReport | undefined> {
  for (let attempt = 1; ; attempt++) {
    try {
      return readReport(file);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
