/**
 * A write-up's model: everything its page is built from, read from its folder
 * once, when the page is compiled. The build steps (src/write-up-page)
 * read the model and the page's tree, never the folder: its front matter, its
 * files with the role of each, the approaches the page must show and the tests
 * must run, what cases.ts exports, the folder's part of the mutation report,
 * and the page's description.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Platform} from '../platforms';
import {REPORT_FILE} from './mutation-report';
import {readWriteUpReport, writeUpFolder, type WriteUpReport} from './mutation-report-part';
import {CASES_FILE, SOLUTION_FILE, approachFiles, locateWriteUp} from './folders';
import {describeProblem} from './description';

/** What a file of the folder is to the page: the solution and the other approaches it shows, the cases it lists, the tests. */
export type FileRole = 'solution' | 'approach' | 'cases' | 'test';

export type WriteUpFile = {name: string; role: FileRole; text: string};

export type WriteUp = {
  /** The page from the site's top, for messages: `docs/LeetCode/Binary Search/README.mdx`. */
  where: string;
  platform: Platform;
  /** The folder as the mutation report names it: `docs/LeetCode/Binary Search`. */
  folder: string;
  /** As the markdown.parseFrontMatter hook completed it; empty when the page is compiled without it. */
  frontMatter: Readonly<Record<string, unknown>>;
  /** Its TypeScript files, by name. */
  files: ReadonlyMap<string, WriteUpFile>;
  /** The files the page can show, solution.ts first, each an approach the page must show and a test must import. */
  approaches: readonly string[];
  /** The files of the folder that its tests import. */
  tested: ReadonlySet<string>;
  cases: {
    /** Whether cases.ts exports `comparison`: its tests then compare results another way than `exact`. */
    comparison: boolean;
  };
  /** The folder's part of the mutation report, or undefined without a report. */
  report: WriteUpReport | undefined;
  /** The meta description: the front matter's, or the start of the page's "## Problem" section; undefined without either. */
  description: string | undefined;
};

/** What cases.ts exports when its tests compare in another way than `exact` (src/test-kit/judge.ts). */
export const COMPARISON_EXPORT = 'comparison';

function roleOf(name: string): FileRole {
  if (name === SOLUTION_FILE) return 'solution';
  if (name === CASES_FILE) return 'cases';
  return name.endsWith('.test.ts') ? 'test' : 'approach';
}

/** The files of their own folder that test sources import (`from './binary-search'` → binary-search.ts). */
export function importedSiblings(sources: readonly string[]): Set<string> {
  const files = new Set<string>();
  for (const source of sources) {
    for (const [, name] of source.matchAll(/\bfrom\s+['"]\.\/([\w.-]+?)(?:\.ts)?['"]/g)) files.add(`${name}.ts`);
  }
  return files;
}

/** Whether a cases.ts text exports a comparison: `export const comparison…`, the form the judge's type documents. */
export function exportsComparison(source: string): boolean {
  return new RegExp(`^export const ${COMPARISON_EXPORT}\\b`, 'm').test(source);
}

/** The model of the write-up whose page is `filePath`, or undefined for any other page. */
export function readWriteUp(
  filePath: string,
  {cwd = process.cwd(), frontMatter = {}, content}: {cwd?: string; frontMatter?: unknown; content?: string} = {},
): WriteUp | undefined {
  const place = locateWriteUp(filePath);
  if (place.kind !== 'write-up') return undefined;
  const names = readdirSync(place.dir).filter((name) => name.endsWith('.ts'));
  const files = new Map(
    names.map((name) => [name, {name, role: roleOf(name), text: readFileSync(path.join(place.dir, name), 'utf8')}] as const),
  );
  const texts = (role: FileRole) => [...files.values()].filter((file) => file.role === role).map(({text}) => text);
  const folder = writeUpFolder(place);
  const matter: Record<string, unknown> =
    typeof frontMatter === 'object' && frontMatter !== null ? (frontMatter as Record<string, unknown>) : {};
  const given = matter.description;
  return {
    where: path.relative(cwd, filePath),
    platform: place.platform,
    folder,
    frontMatter: matter,
    files,
    approaches: approachFiles(names).sort((a, b) => Number(b === SOLUTION_FILE) - Number(a === SOLUTION_FILE)),
    tested: importedSiblings(texts('test')),
    cases: {comparison: texts('cases').some(exportsComparison)},
    report: readWriteUpReport(path.join(place.siteDir, REPORT_FILE), folder),
    description: typeof given === 'string' && given !== '' ? given : content === undefined ? undefined : describeProblem(content),
  };
}
