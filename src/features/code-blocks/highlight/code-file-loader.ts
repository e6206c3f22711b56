/**
 * The webpack (Rspack) loader behind `!!code-file!./solution.ts`: the module
 * exports the file as a CodeFile (render-code-file.ts), highlighted in the build, so
 * the browser gets HTML and no highlighter. The code runner runs the
 * JavaScript tab's code, read back from its HTML.
 *
 * Rspack loads loaders with Node's `require`, which cannot read TypeScript:
 * code-file-loader.cjs compiles this file with jiti, as Docusaurus compiles
 * docusaurus.config.ts. Rspack watches the file, so under `npm start` an edit
 * of solution.ts reaches the open page like any module's.
 */
import {codeFile} from './render-code-file';

type LoaderContext = {
  resourcePath: string;
  /** The loader's own query (`?x` in `!!code-file?x!./x.ts`), which it refuses: '' without one. */
  query: string;
  async(): (error: Error | null, result?: string) => void;
};

/**
 * The last module made for each file, with the text it was made of: the
 * build compiles every page twice (for the browser and for the server), and a
 * file's module is the same both times (at 2,000 write-ups the second
 * compilation's highlighting cost about 30 s of CPU, 2026-11-25). Under
 * `npm start` an edit replaces the file's entry.
 */
const modules = new Map<string, {source: string; module: Promise<string>}>();

/** The module's code for a tested file, `export default <CodeFile>`; `query` is the loader's own, which must be ''. */
export function codeFileModule(source: string, filePath: string, query: string): Promise<string> {
  if (query !== '') return Promise.reject(new Error(`${filePath}: code-file takes no query, not "${query}".`));
  const made = modules.get(filePath);
  if (made?.source === source) return made.module;
  const module = codeFile(source, filePath).then((file) => `export default ${JSON.stringify(file)};`);
  modules.set(filePath, {source, module});
  return module;
}

export default function codeFileLoader(this: LoaderContext, source: string): void {
  const callback = this.async();
  // The loader's query, not the resource's (`./x.ts?raw`), which would be another module of the same file.
  codeFileModule(source, this.resourcePath, this.query).then(
    (code) => callback(null, code),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}
