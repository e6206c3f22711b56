/**
 * The report is up to date when it measured every mutated file exactly as it
 * is now, and ran the tests as they are now, with their tables (cases.ts): then, and only then, its figures
 * describe the code the pages show.
 */
import {REFRESH, REPORT_FILE, type MutationReport} from '../../../write-up/mutation-report';

/** What a file is now, by its path from the project's top: its text, or undefined when it no longer exists. */
export type CurrentFiles = ReadonlyMap<string, string | undefined>;

/** Why the report does not describe a file as it is now, or undefined when it does. */
export function fileProblem(report: MutationReport | undefined, file: string, text: string | undefined): string | undefined {
  const measured = report?.files[file]?.source ?? report?.testFiles?.[file]?.source ?? report?.casesFiles?.[file]?.source;
  if (text === undefined) return measured === undefined ? undefined : `${file} is in ${REPORT_FILE} but no longer exists`;
  if (measured === undefined) return `${file} is not in ${REPORT_FILE} yet`;
  if (measured !== text) return `${file} has changed since ${REPORT_FILE} measured it`;
  return undefined;
}

/**
 * Every mutated file, test file and cases.ts whose current text is not the one the
 * report measured, as one message naming each and the command that refreshes
 * the report; undefined when the report is up to date. A file the report
 * holds but `current` does not list counts as deleted.
 */
export function stalenessProblem(report: MutationReport | undefined, current: CurrentFiles): string | undefined {
  const measured = [report?.files, report?.testFiles, report?.casesFiles].flatMap((files) => Object.keys(files ?? {}));
  const files = new Set([...current.keys(), ...measured]);
  const problems = [...files]
    .sort()
    .map((file) => fileProblem(report, file, current.get(file)))
    .filter((problem) => problem !== undefined);
  if (problems.length === 0) return undefined;
  return `The mutation report is out of date:\n${problems.map((problem) => `  ${problem}`).join('\n')}\nRefresh it with ${REFRESH}.`;
}
