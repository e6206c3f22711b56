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
import {codeFile} from './render-code-file';

type LoaderContext = {
  resourcePath: string;
  /** The loader's own query (`?case=…` in `!!code-file?case=…!./x.ts`), '' without one. */
  query: string;
  addDependency(file: string): void;
  async(): (error: Error | null, result?: string) => void;
};

/**
 * The last module made for each file and query, with the texts it was made of:
 * the build compiles every page twice (for the browser and for the server),
 * and a file's module is the same both times (at 2,000 write-ups the second
 * compilation's highlighting cost about 30 s of CPU, 2026-11-25). Under
 * `npm start` an edit of the file or of cases.ts replaces the entry.
 */
const modules = new Map<string, {source: string; casesText: string; module: Promise<string>}>();

/** The module's code for a tested file, `export default <CodeFile>`, and the files it was made of. */
export function codeFileModule(
  source: string,
  filePath: string,
  query: string,
  cwd = process.cwd(),
): {module: Promise<string>; dependencies: string[]} {
  const casesFile = casesFileOf(filePath);
  const made = (module: Promise<string>) => ({module, dependencies: [casesFile]});
  try {
    const caseName = stepCaseOf(query, path.relative(cwd, filePath));
    const casesText = readFileSync(casesFile, 'utf8');
    const key = `${filePath}${query}`;
    const last = modules.get(key);
    if (last?.source === source && last.casesText === casesText) return made(last.module);
    const module = codeFile(source, filePath, {caseName, casesText, cwd}).then((file) => `export default ${JSON.stringify(file)};`);
    modules.set(key, {source, casesText, module});
    return made(module);
  } catch (error) {
    return made(Promise.reject(error instanceof Error ? error : new Error(String(error))));
  }
}

export default function codeFileLoader(this: LoaderContext, source: string): void {
  const callback = this.async();
  // The loader's query, not the resource's (`./x.ts?raw`), which would be another module of the same file.
  const {module, dependencies} = codeFileModule(source, this.resourcePath, this.query);
  for (const file of dependencies) this.addDependency(file);
  module.then(
    (code) => callback(null, code),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}
