/**
 * Remark plugin: a write-up page must import its own tested files and render
 * them (solution.ts in <SolutionCode>, cases.ts in <TestedCases>), so that the
 * page never shows code or cases that are not the tested ones. It reads the parsed MDX (its ESM imports and JSX elements), not the
 * text: quotes and line breaks do not matter, and a commented-out line or an
 * import inside a code block does not count.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {WriteUpError} from '../../write-up/error';
import {approachFiles, locateWriteUp} from '../../write-up/folders';
import {elementsNamed, importsOf} from '../mdx';

type File = {path?: string; cwd?: string};

/** What the page must import (a component and a value) and render (the component with the value as a prop). */
export type RequiredPart = {
  /** What the page shows, for the message: "its solution". */
  what: string;
  component: {name: string; from: string};
  prop: string;
  /** The value: `default` for a default import, otherwise the exported name. */
  value: {local: string; imported: string; from: string};
};

export const REQUIRED_PARTS: readonly RequiredPart[] = [
  {
    what: 'its solution',
    component: {name: 'SolutionCode', from: '@site/src/components/SolutionCode'},
    prop: 'source',
    value: {local: 'solution', imported: 'default', from: '!!code-file!./solution.ts'},
  },
  {
    what: 'its tested cases',
    component: {name: 'TestedCases', from: '@site/src/components/TestedCases'},
    prop: 'cases',
    value: {local: 'cases', imported: 'cases', from: './cases'},
  },
];

function importStatement({local, imported, from}: {local: string; imported: string; from: string}): string {
  return `import ${imported === 'default' ? local : `{${local}}`} from '${from}';`;
}

/** Whether the tree renders `<component prop={value} />` (an element, not a comment or text). */
function renders(tree: Root, component: string, prop: string, value: string): boolean {
  return elementsNamed(tree, component).some((element) =>
    element.attributes.some(
      (attribute) =>
        attribute.type === 'mdxJsxAttribute' &&
        attribute.name === prop &&
        typeof attribute.value === 'object' &&
        attribute.value?.value.trim() === value,
    ),
  );
}

/** The one-line problem with a write-up page's tree, or undefined when it imports and renders every required part. */
export function pageProblem(tree: Root, parts: readonly RequiredPart[] = REQUIRED_PARTS): string | undefined {
  const imports = importsOf(tree);
  const localOf = (imported: string, from: string) =>
    [...imports].find(([, entry]) => entry.imported === imported && entry.from === from)?.[0];
  for (const {what, component, prop, value} of parts) {
    const valueName = localOf(value.imported, value.from);
    if (!valueName) return `the page does not import ${what}; add: ${importStatement(value)}`;
    const componentName = localOf('default', component.from);
    if (!componentName) {
      return `the page does not import ${component.name}; add: ${importStatement({local: component.name, imported: 'default', from: component.from})}`;
    }
    if (!renders(tree, componentName, prop, valueName)) {
      return `the page does not show ${what}; add <${componentName} ${prop}={${valueName}} /> where it belongs.`;
    }
  }
  return undefined;
}

/** The files of their own folder that test sources import (`from './binary-search'` → binary-search.ts). */
export function importedSiblings(sources: readonly string[]): Set<string> {
  const files = new Set<string>();
  for (const source of sources) {
    for (const [, name] of source.matchAll(/\bfrom\s+['"]\.\/([\w.-]+?)(?:\.ts)?['"]/g)) files.add(`${name}.ts`);
  }
  return files;
}

/**
 * The files the page shows, in the order it imports them, each with the name
 * its highlighted file has on the page: imported with `!!code-file!./x.ts` and
 * rendered as `<SolutionCode source={…} />`.
 */
export function shownSources(tree: Root): Map<string, string> {
  const files = new Map<string, string>();
  const imports = [...importsOf(tree)];
  const solutionCode = REQUIRED_PARTS[0]!.component.from;
  const component = imports.find(([, entry]) => entry.imported === 'default' && entry.from === solutionCode)?.[0];
  if (!component) return files;
  for (const [local, {imported, from}] of imports) {
    const file = typeof from === 'string' ? /^!!code-file!\.\/([^/]+\.ts)$/.exec(from)?.[1] : undefined;
    if (file && imported === 'default' && renders(tree, component, 'source', local)) files.set(file, local);
  }
  return files;
}

/** The files the page shows (see {@link shownSources}). */
export function shownFiles(tree: Root): Set<string> {
  return new Set(shownSources(tree).keys());
}

/**
 * The one-line problem with a write-up's approaches, or undefined: every
 * approach file must be both shown on the page and tested, so that the page
 * never shows untested code and no tested approach is hidden from the reader.
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
    const name = file.replace(/\.ts$/, '');
    const local = name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
    if (!shown.has(file)) {
      return `${file} is not shown on the page; add: import ${local} from '!!code-file!./${file}'; and <SolutionCode source={${local}} title="${file}" /> in its section (or delete the file).`;
    }
    if (!tested.has(file)) {
      return `${file} is shown on the page but no test imports it; in solution.test.ts, import it from './${name}' and run it against cases.ts and against solution.ts.`;
    }
  }
  return undefined;
}

export default function remarkWriteUpPage() {
  return (tree: Root, file: File) => {
    if (!file.path || locateWriteUp(file.path).kind !== 'write-up') return;
    const where = path.relative(file.cwd ?? process.cwd(), file.path);
    const problem = pageProblem(tree);
    if (problem) throw new WriteUpError(where, problem);
    const dir = path.dirname(file.path);
    const entries = readdirSync(dir);
    const tests = entries.filter((name) => name.endsWith('.test.ts')).map((name) => readFileSync(path.join(dir, name), 'utf8'));
    const approaches = approachProblem({approaches: approachFiles(entries), shown: shownFiles(tree), tested: importedSiblings(tests)});
    if (approaches) throw new WriteUpError(where, approaches);
  };
}
