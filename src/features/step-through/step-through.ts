/**
 * Step: under each `<SolutionCode />`, the file's Step through, with no line of the page written for it.
 * The file's module records its steps during the build (./steps-facet.ts), on the first case of cases.ts or
 * the one the page names (./step-case.ts). This step gives the element `cases`: the stepper records the same
 * case again in the browser.
 */
import {CASES_MODULE} from '../../write-up/folders';
import {addImports, checkNoProps, elementsNamed, identifierAttribute, namedImport} from '../../markdown/mdx';
import {SOLUTION_CODE} from '../code-blocks/show-code-files';
import type {WriteUpStep} from '../../markdown/step';

/** The local name of the added `import {cases as …} from './cases'`. */
const CASES_NAME = 'stepThroughCases';

export const stepThrough: WriteUpStep = (tree, page) => {
  const elements = elementsNamed(tree, SOLUTION_CODE.name);
  if (elements.length === 0) return;
  for (const element of elements) {
    checkNoProps(element, ['cases'], page.where, 'the build gives it the cases of cases.ts');
    element.attributes.push(identifierAttribute('cases', CASES_NAME));
  }
  addImports(tree, page.where, [namedImport([['cases', CASES_NAME]], CASES_MODULE)]);
};
