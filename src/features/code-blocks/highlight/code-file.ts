import type {Complexity} from '../../approaches/Approaches/complexity';
import type {StepSummary} from '../../step-through/summary';

/** What a page gets for `import solution from '!!code-file!./solution.ts'`: the tested file, highlighted and stepped through during the build. */
export type CodeFile = {
  /** The file's name, shown as the TypeScript block's title: "solution.ts". */
  file: string;
  /** The file as one highlighted HTML string (see highlighter.ts). */
  typescript: string;
  /** Its JavaScript (types erased, see javascript.ts), highlighted the same way. */
  javascript: string;
  /**
   * The fingerprint of the file's text (src/features/mutation-report/MutationReport/source-hash.ts): the What the tests
   * catch section shows figures only when it is the one of the text the mutation report measured.
   */
  hash: string;
  /** The time and extra space its exported function's JSDoc states, or null when the JSDoc does not follow the format. */
  complexity: Complexity | null;
  /** Its Step through: its JavaScript recorded on a case of cases.ts (src/features/step-through/record-file.ts). */
  steps: StepSummary;
};

/** The JavaScript file's name for a TypeScript one: solution.ts → solution.js. */
export function javascriptName(file: string): string {
  return file.replace(/\.ts$/, '.js');
}
