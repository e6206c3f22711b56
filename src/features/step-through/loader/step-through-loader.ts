/**
 * The webpack (Rspack) loader behind `!!step-through?case=…!./solution.ts`: the module exports the file's
 * Step through (summary.ts), recorded during the build on a case of the folder's cases.ts: the page's
 * HTML gets the table, and no trace is typed by hand. The loader depends on cases.ts as well, so under
 * `npm start` an edit of either file records the steps again in the open page.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {transform} from 'sucrase';
import {shownJavaScript} from '../../code-blocks/highlight/render-code-file';
import type {TestedCase} from '../../../test-kit/types';
import {chosenCase, summarize} from '../summary';

type LoaderContext = {
  resourcePath: string;
  /** `?case=<the case's name, URI-encoded>`, or '' for the first case. */
  query: string;
  addDependency(file: string): void;
};

/**
 * cases.ts read fresh each time (it changes under `npm start`): its types stripped and its imports made CommonJS by
 * sucrase, then run as a module whose imports Node resolves from its folder. Every page's build reads one: the loader
 * took 8.1 ms a page with a new jiti each time, as before, and takes 1.3 ms so (300 and 1,000 runs on a generated
 * write-up, 2026-11-26), about 14 s of CPU time less at 2,000 write-ups.
 */
function readCases(file: string): readonly TestedCase[] {
  const {code} = transform(readFileSync(file, 'utf8'), {transforms: ['typescript', 'imports'], filePath: file});
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

/** The module's code for a shown file: `export default <StepSummary>`. */
export function stepThroughModule(source: string, filePath: string, query: string, cwd = process.cwd()): {code: string; cases: string} {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const unknown = [...params.keys()].filter((key) => key !== 'case');
  const file = path.relative(cwd, filePath);
  if (unknown.length > 0) throw new Error(`${file}: step-through takes only ?case=…, not "${unknown.join('", "')}".`);
  const casesFile = path.join(path.dirname(filePath), 'cases.ts');
  const cases = readCases(casesFile);
  const caseIndex = chosenCase(cases, params.get('case') ?? undefined, path.relative(cwd, path.join(path.dirname(filePath), 'README.mdx')));
  const summary = summarize(shownJavaScript(source, filePath), source.trimEnd(), cases, caseIndex, file);
  return {code: `export default ${JSON.stringify(summary)};`, cases: casesFile};
}

export default function stepThroughLoader(this: LoaderContext, source: string): string {
  const {code, cases} = stepThroughModule(source, this.resourcePath, this.query);
  this.addDependency(cases);
  return code;
}
