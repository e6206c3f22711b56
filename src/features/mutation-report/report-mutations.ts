/**
 * Step: every write-up page gets a collapsed "What the tests catch"
 * section right after its Tested cases, built during the build from the
 * committed mutation report (stryker-incremental.json), with no edit to the
 * page: how many changed versions of each file it shows were tried and caught,
 * a few caught changes with the test that caught each, and the uncaught ones.
 *
 * The page explains each uncaught change in its own words, anywhere in its
 * text, with `<UncaughtChange file="solution.ts" line={9} change="…">why it
 * cannot change any result</UncaughtChange>` (text and `code` only); the
 * section shows the explanations, and the build stops, saying what to write,
 * while an uncaught change has none or an explanation names no uncaught change.
 *
 * Figures are only for a file as the report measured it: a file changed since
 * shows none (the page says how to refresh them). The section is an element of
 * src/features/mutation-report/MutationReport with its data as a literal, so it is in the
 * page's HTML (a <details>, which opens without JavaScript).
 */
import {WriteUpError} from '../../write-up/error';
import {
  addImports,
  attributeOf,
  expressionAttribute,
  findElement,
  flowElement,
  identifier,
  literal,
  namedImport,
  objectExpression,
  inlineText,
  takeElements,
  type MdxElement,
} from '../../markdown/mdx';
import {TESTED_CASES} from '../tested-cases/run-tested-cases';
import {shownFiles} from '../code-blocks/show-code-files';
import type {WriteUpStep} from '../../markdown/step';
import {explainedChanges, explanationProblem, sectionData, type Explanation} from './report/section';
import {focusedRefresh} from './MutationReport/wording';

export const COMPONENT_MODULE = '@site/src/features/mutation-report/MutationReport';
export const EXPLANATION = 'UncaughtChange';

function explanationOf(element: MdxElement, where: string): Explanation {
  const [file, line, change] = ['file', 'line', 'change'].map((name) => attributeOf(element, name));
  if (!file || !line || !/^\d+$/.test(line) || change === undefined) {
    throw new WriteUpError(
      where,
      `each <${EXPLANATION}> needs file="…", line={…} and change="…", as the build's message for the change gives them.`,
    );
  }
  const why = inlineText(element);
  if (!why) {
    throw new WriteUpError(
      where,
      `<${EXPLANATION} file="${file}" line={${line}} change="${change}"> must hold one sentence or two of plain text and \`code\`, and nothing else.`,
    );
  }
  return {file, line: Number(line), change, why};
}

export const reportMutations: WriteUpStep = (tree, page, {focusedWriteUp}) => {
  const after = findElement(tree, TESTED_CASES.name);
  // Without its Tested cases the page has already failed the page check.
  if (!after) return;
  const sources = shownFiles(tree);
  const shown = [...sources.keys()].map((name) => ({file: name, text: page.files.get(name)?.text ?? ''}));
  const data = sectionData(page.report, page.folder, shown);
  const explanations = takeElements(tree, EXPLANATION).map((element) => explanationOf(element, page.where));
  const problem = explanationProblem(data, explanations);
  if (problem) throw new WriteUpError(page.where, problem);
  const uncaught = explainedChanges(data, explanations);

  // Each file with its text as the page shows it, so that the page can tell when that text is no longer the measured one.
  const files = data.files.map((figures) =>
    objectExpression({
      ...Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, literal(value)])),
      source: identifier(sources.get(figures.file)!),
    }),
  );
  const refresh = focusedWriteUp === undefined ? undefined : focusedRefresh(focusedWriteUp);
  const section = flowElement(
    'MutationReport',
    [
      expressionAttribute('files', {type: 'ArrayExpression', elements: files}, JSON.stringify(data.files)),
      expressionAttribute('examples', literal(data.examples), JSON.stringify(data.examples)),
      expressionAttribute('uncaught', literal(uncaught), JSON.stringify(uncaught)),
      // Under focused writing only: the command that refreshes this write-up's figures alone. The published pages keep
      // the component's default, so that this text is in no page's JavaScript.
      ...(refresh ? [expressionAttribute('refresh', literal(refresh), JSON.stringify(refresh))] : []),
    ],
    [],
  );
  after.parent.children.splice(after.index + 1, 0, section);
  addImports(tree, page.where, [namedImport(['MutationReport'], COMPONENT_MODULE)]);
};
