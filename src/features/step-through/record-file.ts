/**
 * A shown file's Step through, recorded during the build on a case of the folder's cases.ts (summary.ts):
 * the code-file loader adds it to the file's module (`!!code-file?case=…!./solution.ts`, ./step-case.ts), so
 * the page's HTML gets the table, no trace is typed by hand, and the steps need no module of their own.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {transform} from 'sucrase';
import type {ErasedTypes} from '../code-blocks/highlight/javascript';
import type {TestedCase} from '../../test-kit/types';
import {chosenCase, summarize, type StepSummary} from './summary';

/** The folder's cases.ts, whose case a file's steps record; the loader depends on it, so an edit records them again. */
export function casesFileOf(filePath: string): string {
  return path.join(path.dirname(filePath), 'cases.ts');
}

/**
 * cases.ts, its text read by the caller: its types stripped and its imports made CommonJS by sucrase, then run as
 * a module whose imports Node resolves from its folder. Every page's build reads one: the loader took 8.1 ms a
 * page with a new jiti each time, and takes 1.3 ms so (300 and 1,000 runs on a generated write-up, 2026-11-26),
 * about 14 s of CPU time less at 2,000 write-ups.
 */
function readCases(file: string, text: string): readonly TestedCase[] {
  const {code} = transform(text, {transforms: ['typescript', 'imports'], filePath: file});
  const module: {exports: {cases?: unknown}} = {exports: {}};
  // The owner's cases.ts, compiled above, run as Node would run it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('exports', 'require', 'module', code) as (exports: object, require: NodeJS.Require, module: object) => void;
  run(module.exports, createRequire(file), module);
  const {cases} = module.exports;
  if (!Array.isArray(cases) || cases.length === 0)
    throw new Error(`${file}: Step through needs its exported \`cases\`, a non-empty array.`);
  return cases as TestedCase[];
}

/**
 * What a recording is made on: the case of cases.ts the page names (the first without one), cases.ts's text when the
 * caller has read it, and the folder that errors name files from.
 */
export type Recording = {caseName?: string; casesText?: string; cwd?: string};

/** The file's steps on the recording's case of cases.ts. */
export function recordFile(shown: {source: string; javascript: ErasedTypes; filePath: string}, recording: Recording = {}): StepSummary {
  const {source, javascript, filePath} = shown;
  const {caseName, casesText = readFileSync(casesFileOf(filePath), 'utf8'), cwd = process.cwd()} = recording;
  const cases = readCases(casesFileOf(filePath), casesText);
  const caseIndex = chosenCase(cases, caseName, path.relative(cwd, path.join(path.dirname(filePath), 'README.mdx')));
  return summarize(javascript, source.trimEnd(), cases, caseIndex, path.relative(cwd, filePath));
}
