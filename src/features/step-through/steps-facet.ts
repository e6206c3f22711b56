/**
 * A shown file's Step through, recorded during the build on a case of the folder's cases.ts (summary.ts): a
 * facet of the file's module (`!!code-file?case=…!./solution.ts`, ./step-case.ts), so the page's HTML gets the
 * table, no trace is typed by hand, and the steps need no module of their own.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {transform} from 'sucrase';
import type {CodeFileFacet} from '../code-blocks/code-file';
import type {TestedCase} from '../../test-kit/types';
import {casesFileOf} from '../../write-up/folders';
import {stepCaseOf} from './step-case';
import {chosenCase, summarize, withoutTable, type StepSummary} from './summary';

/**
 * cases.ts, its text read by the caller: its types stripped and its imports made CommonJS by sucrase, then run as
 * a module whose imports Node resolves from its folder. Every page's build reads one, and sucrase reads it several
 * times faster than a new jiti each time would.
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
 * The file's steps on the case of cases.ts its query names (the first without one). The browser's module has no
 * table: the table is for the page's HTML (./summary.ts, `withoutTable`).
 */
export const steps = {
  key: 'steps',
  make(file) {
    const where = path.relative(file.cwd, file.path);
    const caseName = stepCaseOf(file.query, where);
    const cases = readCases(casesFileOf(file.path), file.casesText);
    const caseIndex = chosenCase(cases, caseName, path.relative(file.cwd, path.join(path.dirname(file.path), 'README.mdx')));
    return summarize(file.javascript, file.source.trimEnd(), cases, caseIndex, where);
  },
  inBrowser: withoutTable,
} satisfies CodeFileFacet<'steps', StepSummary>;
