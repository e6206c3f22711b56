import type {ErasedTypes} from './highlight/javascript';

/** The loader the build imports a write-up's tested files with: `import solution from '!!code-file!./solution.ts'`. */
export const CODE_FILE_LOADER = 'code-file';

/**
 * A tested file a page shows, as each facet of its module reads it (the code-file loader, src/write-up-page/code-file):
 * read once, its JavaScript made once.
 */
export type ShownFile = {
  /** Its path on disk. */
  path: string;
  /** Its text, as the folder holds it. */
  source: string;
  /** Its JavaScript, types erased and lines kept (./highlight/javascript.ts): what the page shows, the runner runs and Step through records. */
  javascript: ErasedTypes;
  /** The loader's query: `?case=…` names the case of cases.ts Step through records (src/features/step-through/step-case.ts). */
  query: string;
  /** The folder's cases.ts, as read for this module. */
  casesText: string;
  /** The folder that errors name files from. */
  cwd: string;
};

/**
 * One fact of a shown file's module, made in the build by the feature that shows it: its key in the module, how it
 * is made, and its value in the browser's module when that is not the server's. The loader runs a list of them, as
 * the page runs a list of steps.
 */
export type CodeFileFacet<Key extends string, Value> = {
  key: Key;
  make(file: ShownFile): Value | Promise<Value>;
  inBrowser?(value: Value): Value;
};

/** What `<SolutionCode>` shows of a tested file: its name and both languages, highlighted in the build. */
export type CodeFile = {
  /** The file's name, shown as the TypeScript block's title: "solution.ts". */
  file: string;
  /** The file as one highlighted HTML string (see ./highlight/highlighter.ts). */
  typescript: string;
  /** Its JavaScript (types erased, see ./highlight/javascript.ts), highlighted the same way. */
  javascript: string;
};

/** The JavaScript file's name for a TypeScript one: solution.ts → solution.js. */
export function javascriptName(file: string): string {
  return file.replace(/\.ts$/, '.js');
}
