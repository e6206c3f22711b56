/**
 * Step: each `<SolutionCode />` shows a tested file of the folder, solution.ts
 * unless it names another with `file="brute-force.ts"`. The step imports the
 * file highlighted during the build (`!!code-file!./solution.ts`, the
 * code-blocks plugin's loader), with its steps on the case the page names
 * (`stepCase="…"` becomes `?case=…`), and gives it to the element as `source`,
 * so the page never holds code that is not the tested file.
 */
import type {Root} from 'mdast';
import {stepCaseQuery, stepCases} from '../step-through/step-case';
import {WriteUpError} from '../../write-up/error';
import {SOLUTION_FILE} from '../../write-up/folders';
import {CODE_FILE_LOADER} from './code-file';
import {addImports, attributeOf, checkNoProps, defaultImport, elementsNamed, identifierAttribute} from '../../markdown/mdx';
import type {WriteUpStep} from '../../markdown/step';

export const SOLUTION_CODE = {name: 'SolutionCode', from: '@site/src/features/code-blocks/SolutionCode'} as const;

/** The page's name for a file's module: solution.ts → solution, brute-force.ts → bruteForce. */
export function codeFileBinding(file: string): string {
  return file.replace(/\.ts$/, '').replace(/[-.](\w)/g, (_, letter: string) => letter.toUpperCase());
}

/** The files the page shows, in the order it first shows them, each with its module's name on the page. */
export function shownFiles(tree: Root): Map<string, string> {
  const files = new Map<string, string>();
  for (const element of elementsNamed(tree, SOLUTION_CODE.name)) {
    const file = attributeOf(element, 'file') ?? SOLUTION_FILE;
    files.set(file, codeFileBinding(file));
  }
  return files;
}

export const showCodeFiles: WriteUpStep = (tree, page) => {
  const elements = elementsNamed(tree, SOLUTION_CODE.name);
  if (elements.length === 0) return;
  const cases = stepCases(elements, page.where);
  for (const element of elements) {
    const file = attributeOf(element, 'file') ?? SOLUTION_FILE;
    if (!page.approaches.includes(file)) {
      throw new WriteUpError(
        page.where,
        `<SolutionCode file="${file}" /> names no tested file of the folder; its files: ${page.approaches.join(', ')}.`,
      );
    }
    checkNoProps(element, ['source'], page.where, `the build gives it the file named by file="…"`);
    element.attributes.unshift(identifierAttribute('source', codeFileBinding(file)));
  }
  addImports(tree, page.where, [
    defaultImport(SOLUTION_CODE.name, SOLUTION_CODE.from),
    ...[...shownFiles(tree)].map(([file, binding]) =>
      defaultImport(binding, `!!${CODE_FILE_LOADER}${stepCaseQuery(cases.get(file))}!./${file}`),
    ),
  ]);
};
