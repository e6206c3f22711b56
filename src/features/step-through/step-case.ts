/**
 * The case a shown file's steps record, from the page to the file's module: the page names it on the element
 * (`<SolutionCode file="solution.ts" stepCase="returns -1 for a target that falls between elements" />`), the
 * code-files step puts it in the module's query (`!!code-file?case=…!./solution.ts`), and the loader reads it back.
 */
import {WriteUpError} from '../../write-up/error';
import {SOLUTION_FILE} from '../../write-up/folders';
import {attributeOf, type MdxElement} from '../../markdown/mdx';

/** The attribute a page names its recorded case with. */
export const STEP_CASE = 'stepCase';

/** Each shown file's recorded case, as the page names it (undefined: the first); a file shown twice with two stops the build. */
export function stepCases(elements: readonly MdxElement[], where: string): Map<string, string | undefined> {
  const recorded = new Map<string, string | undefined>();
  for (const element of elements) {
    const file = attributeOf(element, 'file') ?? SOLUTION_FILE;
    const caseName = attributeOf(element, STEP_CASE);
    if (recorded.has(file) && recorded.get(file) !== caseName) {
      throw new WriteUpError(
        where,
        `two <SolutionCode file="${file}" /> name different cases to step through; name the same case on each of them.`,
      );
    }
    recorded.set(file, caseName);
  }
  return recorded;
}

/** The module's query for a case: `?case=<the case's name, URI-encoded>`, or '' for the first case. */
export function stepCaseQuery(caseName: string | undefined): string {
  return caseName === undefined ? '' : `?case=${encodeURIComponent(caseName)}`;
}

/** The case a module's query names, or undefined for the first; any other parameter throws, naming the file. */
export function stepCaseOf(query: string, file: string): string | undefined {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const unknown = [...params.keys()].filter((key) => key !== 'case');
  if (unknown.length > 0) throw new Error(`${file}: code-file takes only ?case=…, not "${unknown.join('", "')}".`);
  return params.get('case') ?? undefined;
}
