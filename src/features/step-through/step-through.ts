/**
 * Step: under each `<SolutionCode />`, the file's Step through, with no line of the page written for it.
 * The step imports the file's steps, recorded during the build (`!!step-through!./solution.ts`, this
 * feature's loader), on the first case of cases.ts, or the one the page names:
 * `<SolutionCode file="solution.ts" stepCase="returns -1 for a target that falls between elements" />`.
 * It gives the element `steps` and `cases` (the stepper records the same case again in the browser).
 */
import {WriteUpError} from '../../write-up/error';
import {CASES_MODULE, SOLUTION_FILE} from '../../write-up/model';
import {addImports, attributeOf, checkNoProps, defaultImport, elementsNamed, identifierAttribute, namedImport} from '../../markdown/mdx';
import {codeFileBinding, SOLUTION_CODE} from '../code-blocks/show-code-files';
import type {WriteUpStep} from '../../markdown/remark-write-up-page/step';
import {STEP_THROUGH_LOADER} from './plugin/loader-name';

/** The attribute a page names its recorded case with. */
export const STEP_CASE = 'stepCase';
/** The local name of the added `import {cases as …} from './cases'`. */
const CASES_NAME = 'stepThroughCases';

/** The page's name for a file's steps: solution.ts → solutionSteps. */
export function stepsBinding(file: string): string {
  return `${codeFileBinding(file)}Steps`;
}

/** The module that records a file's steps on a case: `!!step-through?case=…!./solution.ts`. */
export function stepsModule(file: string, caseName: string | undefined): string {
  const query = caseName === undefined ? '' : `?case=${encodeURIComponent(caseName)}`;
  return `!!${STEP_THROUGH_LOADER}${query}!./${file}`;
}

export const stepThrough: WriteUpStep = (tree, page) => {
  const elements = elementsNamed(tree, SOLUTION_CODE.name);
  if (elements.length === 0) return;
  const recorded = new Map<string, string | undefined>();
  for (const element of elements) {
    const file = attributeOf(element, 'file') ?? SOLUTION_FILE;
    const caseName = attributeOf(element, STEP_CASE);
    if (recorded.has(file) && recorded.get(file) !== caseName) {
      throw new WriteUpError(
        page.where,
        `two <SolutionCode file="${file}" /> name different cases to step through; name it on one of them.`,
      );
    }
    if (!recorded.has(file) || caseName !== undefined) recorded.set(file, caseName);
    checkNoProps(element, ['steps', 'cases'], page.where, 'the build gives it the steps recorded on a case of cases.ts');
    element.attributes.push(identifierAttribute('steps', stepsBinding(file)), identifierAttribute('cases', CASES_NAME));
  }
  addImports(tree, page.where, [
    namedImport([['cases', CASES_NAME]], CASES_MODULE),
    ...[...recorded].map(([file, caseName]) => defaultImport(stepsBinding(file), stepsModule(file, caseName))),
  ]);
};
