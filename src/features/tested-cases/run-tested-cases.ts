/**
 * Step: every write-up page's `<TestedCases>` gets its table and what its code
 * runner needs, with no line of the page written for them:
 * - `cases={cases}`, imported from the folder's cases.ts;
 * - `solution={solution}`: the page's module of solution.ts (the code-files
 *   step imports it), whose JavaScript tab the runner runs (read back from its
 *   HTML), and whose steps' lines the runner's "Step through" marks: no
 *   module or chunk of its own. A chunk per page, fetched on the
 *   first run, cost the build at 2,000 write-ups a share of its CPU time;
 * - `comparison={…}`, imported from cases.ts, when the model says cases.ts
 *   exports one: the runner then judges results as the tests do. Only then:
 *   an import of a name cases.ts does not export is a bundler warning, and a
 *   namespace import (`import * as`) would cost every page the module object.
 */
import {CASES_MODULE, SOLUTION_FILE} from '../../write-up/folders';
import {COMPARISON_EXPORT} from '../../write-up/model';
import {addImports, checkNoProps, defaultImport, elementsNamed, identifierAttribute, namedImport} from '../../markdown/mdx';
import {codeFileBinding} from '../code-blocks/show-code-files';
import type {WriteUpStep} from '../../markdown/step';

export const TESTED_CASES = {name: 'TestedCases', from: '@site/src/features/tested-cases/TestedCases'} as const;

/**
 * The props the step adds for the runner: a fixed cost per page, which the runner's first-load budget counts
 * (scripts/bench/README.md), and the Tested cases table's budget (tests/support/tested-cases-weight.ts) leaves out.
 */
export const RUNNER_PROPS = {solution: 'solution', comparison: 'comparison'} as const;

/** The local name of the added `import {comparison as …} from './cases'`. */
export const COMPARISON_NAME = 'testedCasesComparison';

export const runTestedCases: WriteUpStep = (tree, page) => {
  const elements = elementsNamed(tree, TESTED_CASES.name);
  if (elements.length === 0) return;
  const compared = page.cases.comparison;
  for (const element of elements) {
    checkNoProps(element, ['cases', ...Object.values(RUNNER_PROPS)], page.where, 'the build gives it the cases of cases.ts');
    element.attributes.unshift(
      identifierAttribute('cases', 'cases'),
      identifierAttribute(RUNNER_PROPS.solution, codeFileBinding(SOLUTION_FILE)),
      ...(compared ? [identifierAttribute(RUNNER_PROPS.comparison, COMPARISON_NAME)] : []),
    );
  }
  addImports(tree, page.where, [
    defaultImport(TESTED_CASES.name, TESTED_CASES.from),
    namedImport(['cases'], CASES_MODULE),
    ...(compared ? [namedImport([[COMPARISON_EXPORT, COMPARISON_NAME]], CASES_MODULE)] : []),
  ]);
};
