/**
 * Remark plugin: every write-up page's <TestedCases> gets what its code runner
 * needs, with no line of the page written for it:
 * - `solution={solution}`: the page's own import of `!!code-file!./solution.ts`,
 *   whose JavaScript tab the runner runs (read back from its HTML): no module
 *   or chunk of its own. A chunk per page, fetched on the first run, cost the
 *   build at 2,000 write-ups about 5% of its CPU time (2026-11-25);
 * - `comparison={…}`, imported from cases.ts, when cases.ts exports one (read
 *   from its text): the runner then judges results as the tests do. Only then:
 *   an import of a name cases.ts does not export is a bundler warning, and a
 *   namespace import (`import * as`) would cost every page the module object.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {locateWriteUp} from '../../write-up/folders';
import {afterImports, elementsNamed, identifierAttribute, importsOf, namedImport} from '../mdx';
import {REQUIRED_PARTS} from '../remark-write-up-page';

/**
 * The props the plugin adds: a fixed cost per page, which the runner's first-load budget counts
 * (scripts/bench/README.md), and the Tested cases table's budget (tests/support/tested-cases-weight.ts) leaves out.
 */
export const RUNNER_PROPS = {solution: 'solution', comparison: 'comparison'} as const;

/** The module the page's table comes from, and the file it is read from. */
export const CASES_MODULE = './cases';
const CASES_FILE = 'cases.ts';
/** What cases.ts exports when its tests compare in another way than `exact` (src/components/TestedCases/judge.ts). */
export const COMPARISON_EXPORT = 'comparison';
/** The local name of the added `import {comparison as …} from './cases'`. */
export const COMPARISON_NAME = 'testedCasesComparison';

type File = {path?: string};

const TESTED_CASES = REQUIRED_PARTS.find(({component}) => component.name === 'TestedCases')!.component;
const SOLUTION = REQUIRED_PARTS.find(({component}) => component.name === 'SolutionCode')!.value;

/** Whether a cases.ts text exports a comparison: `export const comparison…`, the form the judge's type documents. */
export function exportsComparison(source: string): boolean {
  return new RegExp(`^export const ${COMPARISON_EXPORT}\\b`, 'm').test(source);
}

export default function remarkTestedCodeRunner() {
  return (tree: Root, file: File) => {
    if (!file.path || locateWriteUp(file.path).kind !== 'write-up') return;
    const imports = [...importsOf(tree)];
    const component = imports.find(([, {imported, from}]) => imported === 'default' && from === TESTED_CASES.from)?.[0];
    const solution = imports.find(([, {imported, from}]) => imported === SOLUTION.imported && from === SOLUTION.from)?.[0];
    // Without either, the page has already failed the write-up page check (remarkWriteUpPage).
    if (!component || !solution) return;
    const elements = elementsNamed(tree, component);
    if (elements.length === 0) return;
    const compared = exportsComparison(readFileSync(path.join(path.dirname(file.path), CASES_FILE), 'utf8'));
    if (compared && imports.some(([local]) => local === COMPARISON_NAME)) {
      throw new Error(`${file.path}: the page imports a name the code runner adds, ${COMPARISON_NAME}; rename the page's import.`);
    }
    const attributes = [
      identifierAttribute(RUNNER_PROPS.solution, solution),
      ...(compared ? [identifierAttribute(RUNNER_PROPS.comparison, COMPARISON_NAME)] : []),
    ];
    for (const element of elements) element.attributes.push(...attributes);
    if (compared) tree.children.splice(afterImports(tree), 0, namedImport([[COMPARISON_EXPORT, COMPARISON_NAME]], CASES_MODULE));
  };
}
