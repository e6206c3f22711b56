/**
 * Step: a write-up page shows its tested files, and only those: solution.ts
 * in a `<SolutionCode />`, its cases in a `<TestedCases>`, and every other
 * approach of the folder both shown and tested, so that the page never shows
 * untested code and no tested approach is hidden from the reader. It reads the
 * parsed MDX (its JSX elements), not the text: a commented-out element or one
 * inside a code block does not count.
 */
import type {Root} from 'mdast';
import {WriteUpError} from '../write-up/error';
import {SOLUTION_FILE} from '../write-up/folders';
import type {WriteUp} from '../write-up/model';
import {elementsNamed} from '../markdown/mdx';
import {TESTED_CASES} from '../features/tested-cases/run-tested-cases';
import {shownFiles} from '../features/code-blocks/show-code-files';
import type {WriteUpStep} from '../markdown/step';

/**
 * The one-line problem with a write-up's approaches, or undefined: every
 * approach file must be both shown on the page and tested.
 */
export function approachProblem({
  approaches,
  shown,
  tested,
}: {
  approaches: readonly string[];
  shown: ReadonlySet<string>;
  tested: ReadonlySet<string>;
}): string | undefined {
  for (const file of approaches) {
    if (!shown.has(file))
      return `${file} is not shown on the page; add <SolutionCode file="${file}" /> in its section (or delete the file).`;
    if (!tested.has(file)) {
      const name = file.replace(/\.ts$/, '');
      return `${file} is shown on the page but no test imports it; in solution.test.ts, import it from './${name}' and run it against cases.ts and against solution.ts.`;
    }
  }
  return undefined;
}

/** The one-line problem with a write-up page's tree, or undefined when it shows its solution, its cases and every approach. */
export function pageProblem(tree: Root, page: Pick<WriteUp, 'approaches' | 'tested'>): string | undefined {
  const shown = new Set(shownFiles(tree).keys());
  if (!shown.has(SOLUTION_FILE)) return 'the page does not show its solution; add <SolutionCode /> where it belongs.';
  if (elementsNamed(tree, TESTED_CASES.name).length === 0) {
    return 'the page does not show its tested cases; add <TestedCases /> where it belongs.';
  }
  return approachProblem({approaches: page.approaches, shown, tested: page.tested});
}

export const checkPage: WriteUpStep = (tree, page) => {
  const problem = pageProblem(tree, page);
  if (problem) throw new WriteUpError(page.where, problem);
};
