import {describe, expect, it} from 'vitest';
import {endText, stepEffects, stepTable, traceChanges} from './changes';
import {recordCall} from '../solution-worker/record';
import type {Step} from '../solution-worker/trace';

const step = (line: number, frame: number, vars: Record<string, string>, extra: Partial<Step> = {}): Step => ({
  line,
  frame,
  vars: Object.entries(vars).map(([name, text]) => ({name, frame, value: {text}})),
  ...extra,
});

describe('stepEffects', () => {
  it.each([
    {
      name: 'gives a declaration to the line that declared it',
      steps: [step(2, 1, {a: '1'}), step(3, 1, {a: '1', b: '2'})],
      effects: ['b = 2', ''],
    },
    {
      name: 'gives a change to the line that ran before it in the same call, past the steps of the calls it made',
      steps: [step(2, 1, {x: '0'}), step(9, 2, {v: '5'}), step(3, 1, {x: '5'})],
      effects: ['x 0 → 5', '', ''],
    },
    {
      name: 'treats a block’s variable declared again as a new one, not a change',
      steps: [step(5, 1, {mid: '2'}), step(4, 1, {}), step(5, 1, {mid: '4'})],
      effects: ['', 'mid = 4', ''],
    },
    {
      name: 'gives a loop head’s variable to the loop’s own step',
      steps: [step(3, 1, {i: '0'}, {made: ['i']}), step(4, 1, {i: '0'}), step(3, 1, {i: '1'}, {made: ['i']})],
      effects: ['i = 0', '', 'i 0 → 1'],
    },
    {
      name: 'adds the value a return gave',
      steps: [step(7, 1, {}, {returns: '4'})],
      effects: ['returns 4'],
    },
  ])('$name', ({steps, effects}) => {
    expect(stepEffects(steps)).toEqual(effects);
  });

  it('gives a callback’s change to an enclosing variable to the callback’s line', () => {
    const code = 'export function f(xs) {\n  let n = 0;\n  xs.forEach((x) => {\n    n += x;\n  });\n  return n;\n}';
    const {steps} = recordCall(code, 'x.js', [[3, 4]], 100);
    expect(steps.map(({line}, index) => [line, stepEffects(steps)[index]])).toEqual([
      [2, 'n = 0'],
      [3, ''],
      [4, 'n 0 → 3'],
      [4, 'n 3 → 7'],
      [6, 'returns 7'],
    ]);
  });
});

describe('traceChanges', () => {
  it('marks at each step the variables that differ from the step before', () => {
    const {changed} = traceChanges([step(2, 1, {a: '1'}), step(3, 1, {a: '2', b: '0'}), step(4, 1, {a: '2', b: '0'})]);
    expect(changed.map((names) => [...names])).toEqual([[], ['a', 'b'], []]);
  });
});

describe('stepTable', () => {
  const trace = {entry: 'f', steps: Array.from({length: 30}, (_, index) => step(index + 1, 1, {})), end: {returned: '0'}};

  it('keeps every row of a short trace', () => {
    expect(stepTable({...trace, steps: trace.steps.slice(0, 5)}, (line) => line, 20)).toMatchObject({omitted: 0, tail: []});
  });

  it('cuts a long trace in the middle, counting the steps left out', () => {
    const table = stepTable(trace, (line) => line, 20);
    expect(table.head.map(([number]) => number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(table.tail.map(([number]) => number)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(table.omitted).toBe(10);
  });

  it('numbers lines as the page does', () => {
    expect(stepTable({...trace, steps: trace.steps.slice(0, 2)}, (line) => line + 3, 20).head).toEqual([
      [1, 4, ''],
      [2, 5, ''],
    ]);
  });
});

describe('endText', () => {
  it.each([
    {end: {returned: '4'}, text: 'returned 4'},
    {end: {threw: 'RangeError: x'}, text: 'threw RangeError: x'},
    {end: {cut: 10_000}, text: 'stopped after 10,000 steps'},
  ])('says $text', ({end, text}) => {
    expect(endText(end)).toBe(text);
  });
});
