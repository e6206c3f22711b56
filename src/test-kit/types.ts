/**
 * One row of a write-up's test table, kept in the write-up's `cases.ts`. The
 * same array drives `solution.test.ts` (through `it.each`) and the page's
 * "Tested cases" section, so the page never shows a case that is not run.
 */
export type TestedCase<Input extends Record<string, unknown> = Record<string, unknown>, Expected = unknown> = {
  /** The behaviour the case shows, in words; also the test's name. */
  name: string;
  /** The arguments by parameter name, in call order. */
  input: Input;
  /** What the solution must return. */
  expected: Expected;
};
