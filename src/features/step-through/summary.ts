/**
 * A shown file's Step through, as its page gets it from the build: the call recorded (a case of cases.ts),
 * its table, and what the stepper needs to record it again in the browser. Made in Node by ./steps-facet.ts
 * (in the code-file loader), read by the components.
 */
import type {ErasedTypes} from '../code-blocks/highlight/javascript';
import {argumentsOf} from '../../test-kit/judge';
import type {TestedCase} from '../../test-kit/types';
import {stepTable, type Row, type StepTable} from './changes';
import {recordCall, valueText} from '../solution-worker/record';
import {PAGE_STEP_LIMIT} from './limits';

/** The table's rows, at most: a longer trace keeps its first and last halves. */
export const TABLE_ROWS = 20;

export type StepSummary = {
  /** The call, as code: `search([-1, 0, 3, 5, 9, 12], 9)`. */
  call: string;
  /** The case of cases.ts it records (its index), whose arguments the stepper records again. */
  caseIndex: number;
  /** How many steps it took. */
  count: number;
  /**
   * The table of steps as HTML, made in the build: a string in the page's module, not the code that would write
   * it, which would add to every page's first load. Only the server's module has
   * it ({@link withoutTable}).
   */
  table: string;
  /** The TypeScript line of each JavaScript line (index 0 for line 1), when some line of types was left out of the JavaScript. */
  lines?: number[];
};

/**
 * For each line of the JavaScript, the TypeScript line it comes from (1-based), or undefined when every line
 * keeps its number (the JavaScript then dropped no line of types).
 */
export function typescriptLines(javascript: ErasedTypes, typescript: string): number[] | undefined {
  const lineStarts = [0];
  for (let index = 0; index < typescript.length; index++) if (typescript[index] === '\n') lineStarts.push(index + 1);
  const lineAt = (index: number) => {
    let line = 0;
    while (line + 1 < lineStarts.length && lineStarts[line + 1]! <= index) line++;
    return line + 1;
  };
  const lines: number[] = [];
  let start = 0;
  for (const line of javascript.text.split('\n')) {
    const first = javascript.sourceIndex.slice(start, start + line.length).find((index) => index >= 0);
    lines.push(first === undefined ? (lines.at(-1) ?? 0) + 1 : lineAt(first));
    start += line.length + 1;
  }
  return lines.every((line, index) => line === index + 1) ? undefined : lines;
}

/** The case the page names (`stepCase="…"`), or the first; an unknown name throws with the names there are. */
export function chosenCase(cases: readonly TestedCase[], name: string | undefined, where: string): number {
  if (name === undefined) return 0;
  const index = cases.findIndex((testCase) => testCase.name === name);
  if (index === -1) {
    throw new Error(
      `${where}: stepCase="${name}" names no case of cases.ts; its cases: ${cases.map((testCase) => `"${testCase.name}"`).join(', ')}.`,
    );
  }
  return index;
}

/** Records the page's case on the file's JavaScript and makes its summary; `file` names the file in errors. */
export function summarize(
  javascript: ErasedTypes,
  typescript: string,
  cases: readonly TestedCase[],
  caseIndex: number,
  file: string,
): StepSummary {
  const args = argumentsOf(cases[caseIndex]!.input);
  const trace = recordCall(javascript.text, file, args, PAGE_STEP_LIMIT);
  const call = `${trace.entry}(${args.map(valueText).join(', ')})`;
  if ('cut' in trace.end) {
    throw new Error(
      `${file}: Step through records ${call} (case "${cases[caseIndex]!.name}"), which takes more than ${PAGE_STEP_LIMIT} steps; ` +
        `name a smaller case of cases.ts with stepCase="…" on the page's <SolutionCode file="${file}" />.`,
    );
  }
  const lines = typescriptLines(javascript, typescript);
  const pageLine = (line: number) => lines?.[line - 1] ?? line;
  return {call, caseIndex, count: trace.steps.length, table: tableHtml(stepTable(trace, pageLine, TABLE_ROWS)), ...(lines && {lines})};
}

const escape = (text: string) => text.replace(/[&<>]/g, (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;'})[char]!);

/** A table of steps as HTML: a row per step (its number, its line, what it changed), the steps left out, the end. */
export function tableHtml({head, omitted, tail, end}: StepTable): string {
  const row = ([step, line, effect]: Row) =>
    `<tr><td>${step}</td><td>${line}</td><td>${effect && `<code>${escape(effect)}</code>`}</td></tr>`;
  const left = omitted > 0 ? `<tr><td colspan="3">… ${omitted} steps left out …</td></tr>` : '';
  return (
    '<table><thead><tr><th scope="col">Step</th><th scope="col">Line</th><th scope="col">What it changed</th></tr></thead><tbody>' +
    `${head.map(row).join('')}${left}${tail.map(row).join('')}<tr><td colspan="3">The call <code>${escape(end)}</code>.</td></tr></tbody></table>`
  );
}

/**
 * The summary as the browser's module gets it: without the table, which is for the page's HTML, read without
 * JavaScript. With JavaScript the table is never drawn again: React leaves the HTML of a `dangerouslySetInnerHTML`
 * as the server wrote it when it hydrates, and opening the section brings the stepper, which takes its place. The
 * table's copy in the page's chunk would be part of a write-up's first load.
 */
export function withoutTable(steps: StepSummary): StepSummary {
  return {...steps, table: ''};
}
