/**
 * What a write-up's section holds, from the report and the files the page
 * shows: figures for each file the report measured exactly as it is now (none
 * for any other text), examples of caught changes, and the uncaught changes,
 * each of which the page must explain.
 */
import type {Example, FileFigures, Uncaught} from '../MutationReport/types';
import {sourceHash} from '../MutationReport/source-hash';
import {chooseExamples, exampleCount, type MeasuredSource} from './examples';
import {changeOf, countMutants} from './figures';
import {REFRESH} from '../../../write-up/mutation-report';
import type {WriteUpReport} from '../../../write-up/mutation-report-part';
import {fileProblem} from './staleness';

/** A file the page shows: its name in the write-up's folder and its text now. */
export type ShownFile = {file: string; text: string};

/** An uncaught change as the page must name it to explain it. */
export type UncaughtChangeKey = {file: string; line: number; change: string};

/** An uncaught change of the report: where, and the code before (`from`) and after (`change`). */
export type UncaughtChange = UncaughtChangeKey & {from: string};

export type SectionData = {files: FileFigures[]; examples: Example[]; uncaught: UncaughtChange[]};

/** An explanation the page gives: which change, and why it cannot change any result. */
export type Explanation = UncaughtChangeKey & {why: string};

/** `folder` is the write-up's folder from the project's top, `docs/LeetCode/Binary Search`; `report` its part of the mutation report. */
export function sectionData(report: WriteUpReport | undefined, folder: string, shown: readonly ShownFile[]): SectionData {
  const measured: MeasuredSource[] = [];
  const files = shown.map(({file, text}): FileFigures => {
    const entry = report?.files[`${folder}/${file}`];
    if (!entry || fileProblem(report, `${folder}/${file}`, text)) return {file};
    measured.push({file, source: entry.source, mutants: entry.mutants});
    const {tried, caught, endless} = countMutants(entry.mutants);
    return {file, hash: sourceHash(entry.source), tried, caught, endless};
  });
  const uncaught = measured.flatMap(({file, source, mutants}) =>
    countMutants(mutants).uncaught.map((mutant) => {
      const {line, from, to} = changeOf(source, mutant);
      return {file, line, change: to, from};
    }),
  );
  return {
    files,
    examples: report
      ? chooseExamples(measured, new Map(Object.entries(report.testNames)), exampleCount(uncaught.length, measured.length))
      : [],
    uncaught,
  };
}

const sameChange = (a: UncaughtChangeKey, b: UncaughtChangeKey) => a.file === b.file && a.line === b.line && a.change === b.change;

const elementFor = ({file, line, change}: UncaughtChangeKey) =>
  `<UncaughtChange file="${file}" line={${line}} change="${change.replaceAll('"', '&quot;')}">`;

/**
 * The page's explanations against the report's uncaught changes: undefined
 * when each uncaught change has one and each explanation names one, else
 * what to write or remove. Explanations of files without figures are not
 * checked: the report will say what is uncaught once it is refreshed.
 */
export function explanationProblem(data: SectionData, explained: readonly UncaughtChangeKey[]): string | undefined {
  const measured = new Set(data.files.filter(({hash}) => hash !== undefined).map(({file}) => file));
  const missing = data.uncaught.filter((change) => !explained.some((explanation) => sameChange(explanation, change)));
  const unknown = explained.filter(
    (explanation) => measured.has(explanation.file) && !data.uncaught.some((change) => sameChange(explanation, change)),
  );
  const shown = new Set(data.files.map(({file}) => file));
  const elsewhere = explained.filter(({file}) => !shown.has(file));
  const problems = [
    ...elsewhere.map((explanation) => `${elementFor(explanation)} names a file the page does not show; shown: ${[...shown].join(', ')}.`),
    ...missing.map(
      (change) =>
        `line ${change.line} of ${change.file}: no test catches \`${change.from}\` changed to \`${change.change}\`. ` +
        `Add a test that does (to cases.ts or solution.test.ts, then ${REFRESH}), or, if the change cannot alter any result, ` +
        `say why on the page: ${elementFor(change)}why</UncaughtChange>`,
    ),
    ...unknown.map(
      (explanation) => `${elementFor(explanation)} names no uncaught change of the mutation report (a test may catch it now); remove it.`,
    ),
  ];
  return problems.length ? problems.join('\n') : undefined;
}

/** Each uncaught change with the page's explanation, for the section (explanations checked by {@link explanationProblem}). */
export function explainedChanges(data: SectionData, explanations: readonly Explanation[]): Uncaught[] {
  return data.uncaught.flatMap(({file, line, change, from}) => {
    const explanation = explanations.find((candidate) => sameChange(candidate, {file, line, change}));
    return explanation ? [{file, line, from, to: change, why: explanation.why}] : [];
  });
}
