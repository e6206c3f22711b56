/**
 * Step through, the run: calls a file's function, instrumented (instrument.ts), and keeps every step it
 * records: its line, its call (frame) and the variables in scope, each shown as text (and as cells, for a
 * short array or string, which the stepper draws). The build records a page's case with it (the table in the
 * page's HTML) and the code runner's worker the reader's own arguments; neither runs anything else.
 */
import {callSolution, solutionFunction} from './calls';
import {formatValue} from '../../test-kit/format';
import {TRACER, instrument} from './instrument';
import type {Shown, Step, Trace, Variable} from './trace';

/** Arrays and strings up to this many elements are drawn as cells. */
export const MAX_CELLS = 64;
/** A value's text is cut past this many characters. */
const TEXT_LIMIT = 120;
/** Past this many elements only the first are formatted: a step copies no more, whatever the input's size. */
const FORMATTED_ELEMENTS = 40;

/** The first {@link FORMATTED_ELEMENTS} items of a Map's or Set's iterator, without copying the others. */
function first<Item>(items: IterableIterator<Item>): Item[] {
  const taken: Item[] = [];
  for (const item of items) {
    if (taken.length === FORMATTED_ELEMENTS) break;
    taken.push(item);
  }
  return taken;
}

/** The text of any value, cut to {@link TEXT_LIMIT} characters, formatting at most {@link FORMATTED_ELEMENTS} elements. */
export function valueText(value: unknown): string {
  let text: string;
  if (Array.isArray(value) && value.length > FORMATTED_ELEMENTS) {
    text = `${formatValue(value.slice(0, FORMATTED_ELEMENTS)).slice(0, -1)}, … (${value.length} elements)]`;
  } else if (value instanceof Map) {
    const entries = first(value.entries()).map(([key, entry]) => `${valueText(key)} => ${valueText(entry)}`);
    text = `Map(${value.size}) {${entries.join(', ')}}`;
  } else if (value instanceof Set) {
    text = `Set(${value.size}) {${first(value.values()).map(valueText).join(', ')}}`;
  } else if (typeof value === 'bigint') {
    text = `${value}n`;
  } else {
    text = formatValue(value);
  }
  return text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT - 1)}…` : text;
}

export function show(value: unknown): Shown {
  const text = valueText(value);
  if (typeof value === 'string' && value.length <= MAX_CELLS) return {text, cells: [...value]};
  if (Array.isArray(value) && value.length <= MAX_CELLS) return {text, cells: value.map(valueText)};
  return {text};
}

/** Thrown by a step past the limit, and again by every later one: a solution's own catch cannot outrun it. */
export class StepLimitReached extends Error {}

/** The object the instrumented code calls (as {@link TRACER}), which keeps the steps. */
export function createTracer(limit: number) {
  const steps: Step[] = [];
  let frames = 0;
  let cut = false;
  return {
    steps,
    isCut: () => cut,
    frame: () => ++frames,
    step(line: number, frame: number, read: () => [frame: number, values: Record<string, unknown>][], made?: string[]): number {
      if (steps.length >= limit) {
        cut = true;
        throw new StepLimitReached(`more than ${limit} steps`);
      }
      let scopes: [number, Record<string, unknown>][] = [];
      try {
        scopes = read();
      } catch {
        // A variable read before its declaration ran (a function called before a `let` it sees): the step shows none.
      }
      const vars: Variable[] = [];
      for (const [owner, values] of scopes) {
        for (const [name, value] of Object.entries(values))
          if (typeof value !== 'function') vars.push({name, frame: owner, value: show(value)});
      }
      steps.push(made ? {line, frame, vars, made} : {line, frame, vars});
      return steps.length - 1;
    },
    /** The last step's index: a `return` that is its `if`'s lone branch on the same line returns in the `if`'s step. */
    last: () => steps.length - 1,
    returns<Value>(index: number, value: Value): Value {
      steps[index]!.returns = valueText(value);
      return value;
    },
  };
}

/**
 * Calls the file's one exported function with `args`, recording at most `limit` steps. `file` names it in errors.
 * A file that cannot be instrumented, or that does not export one function, throws.
 */
export function recordCall(javascript: string, file: string, args: readonly unknown[], limit: number): Trace {
  const {body} = instrument(javascript, file);
  const tracer = createTracer(limit);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the shown file's own code, instrumented: what the page shows runs.
  const load = new Function(TRACER, body) as (given: typeof tracer) => Record<string, unknown>;
  const exports = load(tracer);
  const solution = solutionFunction(exports);
  const outcome = callSolution(solution, args);
  const recorded = {entry: solution.name, steps: tracer.steps};
  if (tracer.isCut()) return {...recorded, end: {cut: limit}};
  if ('threw' in outcome) return {...recorded, end: {threw: outcome.threw}};
  return {...recorded, end: {returned: valueText(outcome.returned)}};
}
