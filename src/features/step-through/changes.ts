/**
 * What each step of a trace changed, for the table and the stepper. A variable is one binding: its name in
 * one call (frame). A change seen at a step happened while the last step that could see that variable ran:
 * the line of its own call (`x = f(y)`: the steps of `f`, in between, cannot see `x`), or of a callback
 * that sees it (`drops++` inside a forEach's arrow).
 */
import type {Shown, Step, Trace, TraceEnd, Variable} from '../solution-worker/trace';

/** A variable a line changed: `low 0 → 3`, or `mid = 2` for one it declared. */
export type Change = {name: string; from?: string; to: string};

const same = (a: Shown, b: Shown) => a.text === b.text && a.cells?.join('\u0000') === b.cells?.join('\u0000');
const keyOf = ({name, frame}: Variable) => `${frame}:${name}`;

/** For each step, the changes its line made, and the names of the variables that differ from the step before. */
export type TraceChanges = {made: Change[][]; changed: Set<string>[]};

export function traceChanges(steps: readonly Step[]): TraceChanges {
  const made: Change[][] = steps.map(() => []);
  const changed: Set<string>[] = steps.map(() => new Set());
  const latest = new Map<string, {value: Shown; at: number; frame: number}>();
  const lastOfFrame = new Map<number, number>();
  steps.forEach((step, index) => {
    // A block's variables are gone when its call's steps no longer see them: the next `const mid` is a new one.
    const seen = new Set(step.vars.map(keyOf));
    for (const [key, {frame}] of latest) if (frame === step.frame && !seen.has(key)) latest.delete(key);
    for (const variable of step.vars) {
      const key = keyOf(variable);
      const before = latest.get(key);
      const own = step.made?.includes(variable.name) && variable.frame === step.frame;
      if (own && (!before || !same(before.value, variable.value))) {
        made[index]!.push({name: variable.name, ...(before && {from: before.value.text}), to: variable.value.text});
        changed[index]!.add(variable.name);
      } else if (before && !same(before.value, variable.value)) {
        made[before.at]!.push({name: variable.name, from: before.value.text, to: variable.value.text});
        changed[index]!.add(variable.name);
      } else if (!before && variable.frame !== step.frame) {
        // First seen from a callback: it was declared before the callback was called, by a step not seen from here.
      } else if (!before && lastOfFrame.has(variable.frame)) {
        made[lastOfFrame.get(variable.frame)!]!.push({name: variable.name, to: variable.value.text});
        changed[index]!.add(variable.name);
      }
      latest.set(key, {value: variable.value, at: index, frame: variable.frame});
    }
    lastOfFrame.set(step.frame, index);
  });
  return {made, changed};
}

/** A change as a row shows it. */
export function changeText({name, from, to}: Change): string {
  return from === undefined ? `${name} = ${to}` : `${name} ${from} → ${to}`;
}

/** What running each step's line did, in words: the variables it changed, then the value it returned. */
export function stepEffects(steps: readonly Step[]): string[] {
  const {made} = traceChanges(steps);
  return steps.map((step, index) => {
    const parts = made[index]!.map(changeText);
    if (step.returns !== undefined) parts.push(`returns ${step.returns}`);
    return parts.join(', ');
  });
}

/** How a trace ended, in words: "returned 4", "threw RangeError: …", "stopped after 10,000 steps". */
export function endText(end: TraceEnd): string {
  if ('returned' in end) return `returned ${end.returned}`;
  if ('threw' in end) return `threw ${end.threw}`;
  return `stopped after ${end.cut.toLocaleString('en')} steps`;
}

/** One row of the table: the step's number (from 1), its line as the page numbers it, and what it changed. */
export type Row = [step: number, line: number, effect: string];

/** The table of a trace: every row up to `maxRows`, else its first and last halves and how many steps are left out. */
export type StepTable = {head: Row[]; omitted: number; tail: Row[]; end: string};

/** The table of a trace, lines numbered as the page shows them: `pageLine(line)` maps a JavaScript line to it. */
export function stepTable(trace: Trace, pageLine: (line: number) => number, maxRows: number): StepTable {
  const effects = stepEffects(trace.steps);
  const rows = trace.steps.map((step, index): Row => [index + 1, pageLine(step.line), effects[index]!]);
  const end = endText(trace.end);
  if (rows.length <= maxRows) return {head: rows, omitted: 0, tail: [], end};
  const half = Math.floor(maxRows / 2);
  return {head: rows.slice(0, half), omitted: rows.length - 2 * half, tail: rows.slice(-half), end};
}
