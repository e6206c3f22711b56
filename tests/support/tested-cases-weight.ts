/**
 * What a write-up's "Tested cases" section adds to the page's first load, in
 * gzip bytes (as GitHub Pages serves the files), measured on a production
 * build. tests/site/tested-cases.test.ts holds every page to {@link budgetFor}.
 *
 * The section reaches the page twice, and both copies load before the page is
 * interactive:
 * - in the HTML: the server-rendered `<details>`;
 * - in the page's JS: the MDX imports cases.ts, so the page's content chunk
 *   holds the table (`[{name: …, input: …, expected: …}, …]`) and the
 *   `<TestedCases cases={…}>` element with the note written inside it, which
 *   React needs to hydrate the HTML.
 *
 * For each file, the cost is gzip(file) − gzip(the same file without the
 * section), cut out of the built text as it is, so that the rest of the file
 * compresses exactly as served:
 * - HTML: the `<details>` whose summary starts with "Tested cases", located by
 *   its offsets in the source (cheerio with parse5's source locations);
 * - JS: every chunk the route loads, read from the build's records
 *   (tests/support/route-chunk-names.ts: the route's chunk names;
 *   .docusaurus/client-manifest.json: the files of each chunk), parsed with
 *   TypeScript; the array literal whose objects carry the cases' names in
 *   order is removed with its declaration, and the call with a `cases`
 *   property (the compiled `<TestedCases>` element) with its separator.
 *
 * Not counted: the component's own code and CSS, shared by every write-up
 * (common chunk, site stylesheet), the few bytes of the removed imports, and
 * the code runner's props on the element (`solution`, `comparison`): the
 * same few dozen bytes on every page whatever its table, which the runner's
 * own first-load budget counts (scripts/bench/README.md).
 * Each gzip difference also carries a few bytes of noise: the same text
 * compresses a little differently next to other text.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {load} from 'cheerio';
import ts from 'typescript';
import {RUNNER_PROPS} from '../../src/features/tested-cases/run-tested-cases';
import {BASE_URL} from '../../src/site';
import {chunkNamesIn, routeChunkNamesOf} from './route-chunk-names';

/** Case names are what the measurement needs to recognize a write-up's table in the JS. */
export type NamedCases = readonly {name: string}[];

/** The budget: 1 KB gzip per 10 cases. */
export function budgetFor(cases: number): number {
  return Math.floor((cases * 1024) / 10);
}

export type SectionWeight = {
  /** gzip bytes the section adds to the page's HTML. */
  html: number;
  /** gzip bytes the section adds to the page's JS chunks, all together. */
  js: number;
  /** The chunks (under build/) that hold the section, with the gzip bytes it adds to each. */
  chunks: {file: string; bytes: number}[];
  total: number;
};

const gzip = (text: string) => gzipSync(text).length;

export type Cut = {start: number; end: number};

function withoutCuts(text: string, cuts: Cut[]): string {
  let rest = text;
  for (const {start, end} of [...cuts].sort((a, b) => b.start - a.start)) rest = rest.slice(0, start) + rest.slice(end);
  return rest;
}

/** gzip bytes that removing the cuts saves. */
export function savedBy(text: string, cuts: Cut[]): number {
  return gzip(text) - gzip(withoutCuts(text, cuts));
}

/** The `<details>` of a built page whose summary starts with `title`, as offsets in its HTML. Throws unless there is exactly one. */
export function detailsInHtml(html: string, title: string, page: string): Cut {
  const $ = load(html, {sourceCodeLocationInfo: true});
  const sections = $('article details')
    .filter((_, details) => $(details).children('summary').text().startsWith(title))
    .toArray();
  if (sections.length !== 1) throw new Error(`${page}: expected one ${title} section in the HTML, found ${sections.length}`);
  const location = sections[0]!.sourceCodeLocation;
  if (!location) throw new Error(`${page}: the parser gave no source location for the ${title} section`);
  return {start: location.startOffset, end: location.endOffset};
}

/** The Tested cases `<details>` of a built page, as offsets in its HTML. Throws unless there is exactly one. */
export function sectionInHtml(html: string, page: string): Cut {
  return detailsInHtml(html, 'Tested cases', page);
}

const stringValue = (node: ts.Node | undefined) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);

export function property(object: ts.ObjectLiteralExpression, name: string): ts.ObjectLiteralElementLike | undefined {
  return object.properties.find(
    (p) => p.name !== undefined && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === name,
  );
}

function isTable(node: ts.Node, cases: NamedCases): node is ts.ArrayLiteralExpression {
  return (
    ts.isArrayLiteralExpression(node) &&
    node.elements.length === cases.length &&
    node.elements.every((element, index) => {
      if (!ts.isObjectLiteralExpression(element)) return false;
      const name = property(element, 'name');
      return name !== undefined && ts.isPropertyAssignment(name) && stringValue(name.initializer) === cases[index]!.name;
    })
  );
}

/** A compiled JSX element with a `cases` prop: `(0, jsx)(TestedCases, {cases: …, children: …})`. */
function isTestedCasesElement(node: ts.Node): node is ts.CallExpression {
  // `<SolutionCode>` gets the cases too (for Step through), and no solution: the runner's prop tells them apart.
  return (
    ts.isCallExpression(node) &&
    node.arguments.some(
      (argument) => ts.isObjectLiteralExpression(argument) && property(argument, 'cases') && property(argument, RUNNER_PROPS.solution),
    )
  );
}

/** A node with the comma that separates it from its neighbour in a list, so that the list stays well formed. */
function withSeparator(node: ts.Node, list: ts.NodeArray<ts.Node>, source: ts.SourceFile): Cut {
  const index = list.indexOf(node);
  const next = list[index + 1];
  if (next) return {start: node.getStart(source), end: next.getStart(source)};
  const previous = list[index - 1];
  return {start: previous ? previous.end : node.getStart(source), end: node.end};
}

/** The table with its declaration (`let r=[…]`), or just the array where it is not declared on its own. */
function tableCut(table: ts.ArrayLiteralExpression, source: ts.SourceFile): Cut {
  const declaration = table.parent;
  if (ts.isVariableDeclaration(declaration) && declaration.initializer === table) {
    const list = declaration.parent as ts.VariableDeclarationList;
    if (list.declarations.length > 1) return withSeparator(declaration, list.declarations, source);
    const statement = list.parent;
    if (ts.isVariableStatement(statement)) return {start: statement.getStart(source), end: statement.end};
  }
  return {start: table.getStart(source), end: table.end};
}

/** A compiled element with its separator where it sits in a list of children. */
export function elementCut(element: ts.CallExpression, source: ts.SourceFile): Cut {
  const parent = element.parent;
  if (ts.isArrayLiteralExpression(parent)) return withSeparator(element, parent.elements, source);
  return {start: element.getStart(source), end: element.end};
}

/** The `<TestedCases>` element with its separator, around the code runner's props, which stay (see the top of this file). */
function elementCuts(element: ts.CallExpression, source: ts.SourceFile): Cut[] {
  const whole = elementCut(element, source);
  const runnerNames = new Set<string>(Object.values(RUNNER_PROPS));
  const kept = element.arguments
    .filter(ts.isObjectLiteralExpression)
    .flatMap((props) => props.properties.filter((p) => p.name !== undefined && ts.isIdentifier(p.name) && runnerNames.has(p.name.text)))
    .map((p) => ({start: p.getStart(source), end: p.end}))
    .sort((a, b) => a.start - b.start);
  const cuts: Cut[] = [];
  let start = whole.start;
  for (const prop of kept) {
    cuts.push({start, end: prop.start});
    start = prop.end;
  }
  cuts.push({start, end: whole.end});
  return cuts;
}

/**
 * Where a chunk holds a write-up's table and its `<TestedCases>` element: no
 * cuts if it has neither. Throws if a string equal to a case's name is there
 * but the table or the element is not found as expected: the build would have
 * changed how the section reaches the page, and the measurement with it.
 */
export function sectionInChunk(code: string, cases: NamedCases, page: string): Cut[] {
  const source = ts.createSourceFile('chunk.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const names = new Set(cases.map(({name}) => name));
  const tables: ts.ArrayLiteralExpression[] = [];
  const elements: ts.CallExpression[] = [];
  let mentionsCase = false;
  const visit = (node: ts.Node): void => {
    if (names.has(stringValue(node) ?? '')) mentionsCase = true;
    if (isTable(node, cases)) tables.push(node);
    if (isTestedCasesElement(node)) elements.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!mentionsCase) return [];
  if (tables.length !== 1 || elements.length !== 1) {
    throw new Error(
      `${page}: a chunk names its cases but holds ${tables.length} tables of them and ${elements.length} <TestedCases> elements, ` +
        'not one of each: see how the section reaches the page and update tests/support/tested-cases-weight.ts',
    );
  }
  return [tableCut(tables[0]!, source), ...elementCuts(elements[0]!, source)].sort((a, b) => a.start - b.start);
}

type ClientManifest = {origins: Record<string, string[]>; assets: Record<string, {js?: {file: string}[]}>};

/** The JS files (relative to build/) that a route loads besides the site's entry points, from the build's records. */
export function routeChunks(siteDir: string, route: string): string[] {
  const generated = path.join(siteDir, '.docusaurus');
  const routePath = BASE_URL + route.replace(/^\//, '');
  const entry = routeChunkNamesOf(siteDir, routePath);
  if (entry === undefined) throw new Error(`${route}: not in the build's route chunk names (.docusaurus); run "npm run build"`);
  const manifest = JSON.parse(readFileSync(path.join(generated, 'client-manifest.json'), 'utf8')) as ClientManifest;
  const files = chunkNamesIn(entry).flatMap((name) => (manifest.origins[name] ?? []).flatMap((id) => manifest.assets[id]?.js ?? []));
  return [...new Set(files.map(({file}) => file))];
}

/**
 * What the Tested cases section of the write-up at `route` (relative to the
 * base path, e.g. `/LeetCode/Binary Search/`) adds to its first load, in the
 * build at `siteDir/build`.
 */
export function testedCasesWeight(siteDir: string, route: string, cases: NamedCases): SectionWeight {
  const buildDir = path.join(siteDir, 'build');
  const htmlFile = path.join(buildDir, route, 'index.html');
  if (!existsSync(htmlFile)) throw new Error(`${route}: no ${path.relative(siteDir, htmlFile)}; run "npm run build"`);
  const html = readFileSync(htmlFile, 'utf8');
  const chunks = routeChunks(siteDir, route).flatMap((file) => {
    const full = path.join(buildDir, file);
    if (!existsSync(full)) throw new Error(`${route}: ${file} is in the build's records but not in build/; run "npm run build"`);
    const code = readFileSync(full, 'utf8');
    const cuts = sectionInChunk(code, cases, route);
    return cuts.length ? [{file, bytes: savedBy(code, cuts)}] : [];
  });
  const htmlBytes = savedBy(html, [sectionInHtml(html, route)]);
  const js = chunks.reduce((total, {bytes}) => total + bytes, 0);
  return {html: htmlBytes, js, chunks, total: htmlBytes + js};
}
