/**
 * The webpack (Rspack) loader behind `!!code-file!./solution.ts`: the module exports the tested file as its page
 * shows it, made in the build by a list of facets, each a one-job module in the feature that shows it, as the page
 * is made by a list of steps (../index.ts). The browser gets HTML and no highlighter; the code runner runs the
 * JavaScript tab's code, read back from its HTML.
 *
 * Rspack loads loaders with Node's `require`, which cannot read TypeScript: loader.cjs compiles this file with
 * jiti, as Docusaurus compiles docusaurus.config.ts. Rspack watches the file, and the loader adds the folder's
 * cases.ts, so under `npm start` an edit of either reaches the open page like any module's.
 */
import {readFileSync} from 'node:fs';
import {fileName, javascript, shownJavaScript, typescript} from '../../features/code-blocks/facets';
import type {CodeFileFacet, ShownFile} from '../../features/code-blocks/code-file';
import {mutationHash} from '../../features/mutation-report/hash-facet';
import {complexity} from '../../features/approaches/complexity-facet';
import {steps} from '../../features/step-through/steps-facet';
import {casesFileOf} from '../../write-up/folders';

const FACETS = [
  fileName, // file: its name, the TypeScript block's title
  typescript, // typescript: the file highlighted
  javascript, // javascript: its types erased, highlighted with the TypeScript's colours
  mutationHash, // hash: the fingerprint What the tests catch compares with the report's
  complexity, // complexity: from its exported function's JSDoc, for <Approaches>
  steps, // steps: its Step through, recorded on a case of cases.ts
] as const;

/** What a page gets for `import solution from '!!code-file!./solution.ts'`: a value for each facet, by its key. */
export type ShownCodeFile = {[Facet in (typeof FACETS)[number] as Facet['key']]: Awaited<ReturnType<Facet['make']>>};

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

/** Each facet's value for the file, in the list's order. */
async function makeFacets(file: ShownFile): Promise<Record<string, unknown>> {
  const facets: readonly CodeFileFacet<string, unknown>[] = FACETS;
  const values = await Promise.all(facets.map((facet) => facet.make(file)));
  return Object.fromEntries(facets.map((facet, index) => [facet.key, values[index]]));
}

/** The module's value for the browser: each facet's `inBrowser` of its value, where it has one. */
function inBrowser(made: Record<string, unknown>): Record<string, unknown> {
  const facets: readonly CodeFileFacet<string, unknown>[] = FACETS;
  return Object.fromEntries(facets.map((facet) => [facet.key, facet.inBrowser ? facet.inBrowser(made[facet.key]) : made[facet.key]]));
}

/**
 * The last file made for each file and query, with the texts it was made of, and its module for each bundle:
 * the build compiles every page twice (for the browser and for the server), and a file is made once for both.
 * Under `npm start` an edit of the file or of cases.ts replaces the entry.
 */
const made = new Map<
  string,
  {source: string; casesText: string; file: Promise<Record<string, unknown>>; modules: Partial<Record<Bundle, Promise<string>>>}
>();

/** The module's code for a tested file, `export default <ShownCodeFile>`, and the files it was made of. */
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
    const casesText = readFileSync(casesFile, 'utf8');
    const key = `${filePath}${query}`;
    let entry = made.get(key);
    if (entry?.source !== source || entry.casesText !== casesText) {
      const shown: ShownFile = {path: filePath, source, javascript: shownJavaScript(source, filePath), query, casesText, cwd};
      entry = {source, casesText, file: makeFacets(shown), modules: {}};
      made.set(key, entry);
    }
    const module = (entry.modules[bundle] ??= entry.file.then(
      (file) => `export default ${JSON.stringify(bundle === 'server' ? file : inBrowser(file))};`,
    ));
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
