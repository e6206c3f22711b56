/**
 * What the worker does with the page's solution, kept apart from the worker's wiring so that it runs in unit tests:
 * find the function solution.ts exports, and call it once per list of arguments.
 */

import type {Trace} from './trace';

/**
 * A message to the worker: the solution's JavaScript text, and the argument lists to call it with, or one
 * argument list to record step by step (src/features/step-through), with the most steps to record.
 */
export type RunRequest = {source: string; calls: unknown[][]} | {source: string; record: {args: unknown[]; limit: number}};

/** What one call gave: the value returned, or the error thrown, with the time it took. */
export type CallOutcome = {returned: unknown; ms: number} | {threw: string; ms: number};

/**
 * A message from the worker: the solution is loaded and the calls start (the time limit runs from here), one call's
 * outcome, the steps recorded, or the reason nothing could be called.
 */
export type RunReport = {started: true} | {index: number; outcome: CallOutcome} | {recorded: Trace} | {failed: string};

type Solution = (...args: unknown[]) => unknown;

/** An error as a reader reads it: its name and message (`TypeError: x is not a function`), or what was thrown. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return `a value that is not an Error: ${String(error)}`;
}

/** The one function a solution module exports: the function that every case calls. */
export function solutionFunction(module: Readonly<Record<string, unknown>>): Solution {
  const functions = Object.keys(module).filter((name) => typeof module[name] === 'function');
  if (functions.length !== 1) {
    const found = functions.length === 0 ? 'none' : `${functions.length}: ${functions.join(', ')}`;
    throw new Error(`solution.ts must export exactly one function, which the cases call; it exports ${found}.`);
  }
  return module[functions[0]!] as Solution;
}

/** Calls the solution with one argument list, timing it; an exception becomes the outcome, not an error. */
export function callSolution(solution: Solution, args: readonly unknown[], now: () => number = () => performance.now()): CallOutcome {
  const start = now();
  try {
    const returned = solution(...args);
    return {returned, ms: now() - start};
  } catch (error) {
    return {threw: describeError(error), ms: now() - start};
  }
}
