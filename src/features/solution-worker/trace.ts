/**
 * A recorded call, as Step through shows it: made by the recorder (./record.ts) in the build or in the worker,
 * sent by the worker to the page (./calls.ts), drawn by the stepper (src/features/step-through).
 */

/** A variable's value at one step: its text, and its elements one by one when it is a short array or string. */
export type Shown = {text: string; cells?: string[]};

/** A variable in scope at a step: its name, the call (frame) it belongs to, and its value. */
export type Variable = {name: string; frame: number; value: Shown};

export type Step = {
  /** The line of the JavaScript the page shows (the file's own line numbers: types erased, lines kept). */
  line: number;
  /** Which call of a function the step belongs to: each call has a number of its own, the first call 1. */
  frame: number;
  /** The variables in scope before the line runs (its own call's and those of the functions around it); functions are left out. */
  vars: Variable[];
  /** The variables this step's own line set before the step (a loop head's, at each turn), when any. */
  made?: string[];
  /** The value a `return` on this line gave back. */
  returns?: string;
};

/** How the call ended: the value it returned, the error it threw, or cut at the step limit. */
export type TraceEnd = {returned: string} | {threw: string} | {cut: number};

/** A recorded call: the name of the function called, its steps and how it ended. */
export type Trace = {entry: string; steps: Step[]; end: TraceEnd};
