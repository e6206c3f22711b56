/**
 * What a write-up's "What the tests catch" section adds to the page's first
 * load, in gzip bytes, measured on a production build exactly as the Tested
 * cases section is (tested-cases-weight.ts): gzip of each file minus
 * gzip of the same file with the section cut out of its text.
 *
 * - HTML: the `<details>` whose summary starts with "What the tests catch";
 * - JS: in the chunks the route loads, the compiled `<MutationReport>` element
 *   (the call whose props hold `files` and `examples`), with its data and the
 *   page's explanations of the uncaught changes.
 *
 * Not counted: the component's code and CSS, shared by every write-up, and
 * the import the build adds.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {SECTION_TITLE} from '../../src/features/mutation-report/MutationReport/wording';
import {detailsInHtml, elementCut, property, routeChunks, savedBy, type Cut, type SectionWeight} from './tested-cases-weight';

/** The budget of every write-up's section: 0.5 KB gzip. */
export const MUTATION_REPORT_BUDGET = 512;

/** A compiled `<MutationReport files={…} examples={…}>`: `(0, jsx)(MutationReport, {files: …, examples: …})`. */
function isMutationReportElement(node: ts.Node): node is ts.CallExpression {
  return (
    ts.isCallExpression(node) &&
    node.arguments.some(
      (argument) => ts.isObjectLiteralExpression(argument) && property(argument, 'files') && property(argument, 'examples'),
    )
  );
}

/** Where a chunk holds the section's element: no cuts if it has none. */
export function reportInChunk(code: string): Cut[] {
  const source = ts.createSourceFile('chunk.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const cuts: Cut[] = [];
  const visit = (node: ts.Node): void => {
    if (isMutationReportElement(node)) cuts.push(elementCut(node, source));
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return cuts;
}

/** What the section of the write-up at `route` (e.g. `/LeetCode/Binary Search/`) adds to its first load, in the build at `siteDir/build`. */
export function mutationReportWeight(siteDir: string, route: string): SectionWeight {
  const buildDir = path.join(siteDir, 'build');
  const htmlFile = path.join(buildDir, route, 'index.html');
  if (!existsSync(htmlFile)) throw new Error(`${route}: no ${path.relative(siteDir, htmlFile)}; run "npm run build"`);
  const html = readFileSync(htmlFile, 'utf8');
  const chunks = routeChunks(siteDir, route).flatMap((file) => {
    const code = readFileSync(path.join(buildDir, file), 'utf8');
    const cuts = reportInChunk(code);
    return cuts.length ? [{file, bytes: savedBy(code, cuts), count: cuts.length}] : [];
  });
  const elements = chunks.reduce((total, {count}) => total + count, 0);
  if (elements !== 1) {
    throw new Error(
      `${route}: the route's chunks hold ${elements} <MutationReport> elements, not one: see how the section reaches the page ` +
        'and update tests/support/mutation-report-weight.ts',
    );
  }
  const htmlBytes = savedBy(html, [detailsInHtml(html, SECTION_TITLE, route)]);
  const js = chunks.reduce((total, {bytes}) => total + bytes, 0);
  return {html: htmlBytes, js, chunks: chunks.map(({file, bytes}) => ({file, bytes})), total: htmlBytes + js};
}
