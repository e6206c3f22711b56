/**
 * The webpack (Rspack) loader behind `!!code-file!./solution.ts`: the module
 * exports the file as a CodeFile (render-code-file.ts), highlighted in the build, so
 * the browser gets HTML and no highlighter, with its Step through recorded on
 * the first case of the folder's cases.ts, or on the one the query names
 * (`!!code-file?case=…!./solution.ts`). The code runner runs the JavaScript
 * tab's code, read back from its HTML.
 *
 * Rspack loads loaders with Node's `require`, which cannot read TypeScript:
 * code-file-loader.cjs compiles this file with jiti, as Docusaurus compiles
 * docusaurus.config.ts. Rspack watches the file, and the loader adds cases.ts,
 * so under `npm start` an edit of either reaches the open page like any module's.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {casesFileOf} from '../../step-through/record-file';
import {stepCaseOf} from '../../step-through/step-case';
import {withoutTable} from '../../step-through/summary';
import type {CodeFile} from './code-file';
import {codeFile} from './render-code-file';

type LoaderContext = {
  resourcePath: string;
  /** The compilation's target: `node…` for the server's, which renders the HTML. */
  target?: unknown;
  /** The loader's own query (`?case=…` in `!!code-file?case=…!./x.ts`), '' without one. */
  query: string;
  addDependency(file: string): void;
  async(): (error: Error | null, result?: string) => void;
};

/** Which compilation asks: the server's, which renders the pages' HTML, or the browser's. */
export type Bundle = 'server' | 'browser';

/**
 * The last file made for each file and query, with the texts it was made of, and its module for each bundle:
 * the build compiles every page twice (for the browser and for the server), and a file is highlighted and
 * recorded once for both (at 2,000 write-ups the second compilation's highlighting cost about 30 s of CPU,
 * 2026-11-25). Under `npm start` an edit of the file or of cases.ts replaces the entry.
 */
const made = new Map<
  string,
  {source: string; casesText: string; file: Promise<CodeFile>; modules: Partial<Record<Bundle, Promise<string>>>}
>();

/**
 * The module's code for a tested file, `export default <CodeFile>`, and the files it was made of. The browser's
 * has no table of steps: the table is for the page's HTML (../../step-through/summary.ts, `withoutTable`).
 */
export function codeFileModule(
  source: string,
  filePath: string,
  query: string,
  bundle: Bundle,
  cwd = process.cwd(),
): {module: Promise<string>; dependencies: string[]} {
  const casesFile = casesFileOf(filePath);
  const withDependencies = (module: Promise<string>) => ({module, dependencies: [casesFile]});
  try {
    const caseName = stepCaseOf(query, path.relative(cwd, filePath));
    const casesText = readFileSync(casesFile, 'utf8');
    const key = `${filePath}${query}`;
    let entry = made.get(key);
    if (entry?.source !== source || entry.casesText !== casesText) {
      entry = {source, casesText, file: codeFile(source, filePath, {caseName, casesText, cwd}), modules: {}};
      made.set(key, entry);
    }
    const module = (entry.modules[bundle] ??= entry.file.then((file) => {
      const shown = bundle === 'server' ? file : {...file, steps: withoutTable(file.steps)};
      return `export default ${JSON.stringify(shown)};`;
    }));
    return withDependencies(module);
  } catch (error) {
    return withDependencies(Promise.reject(error instanceof Error ? error : new Error(String(error))));
  }
}

export default function codeFileLoader(this: LoaderContext, source: string): void {
  const callback = this.async();
  // The loader's query, not the resource's (`./x.ts?raw`), which would be another module of the same file.
  const bundle = typeof this.target === 'string' && this.target.startsWith('node') ? 'server' : 'browser';
  const {module, dependencies} = codeFileModule(source, this.resourcePath, this.query, bundle);
  for (const file of dependencies) this.addDependency(file);
  module.then(
    (code) => callback(null, code),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}
