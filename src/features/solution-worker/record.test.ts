import {describe, expect, it} from 'vitest';
import {StepThroughError, instrument} from './instrument';
import {MAX_CELLS, recordCall, show, valueText} from './record';

const lines = (javascript: string, args: unknown[], limit = 1000) =>
  recordCall(javascript, 'x.js', args, limit).steps.map(({line}) => line);

describe('recordCall', () => {
  it.each([
    {
      name: 'records each statement of a function, with its line',
      code: 'export function f(a) {\n  const b = a + 1;\n  return b * 2;\n}',
      args: [1],
      lines: [2, 3],
    },
    {
      name: 'records a while loop’s line at each test, the last one included',
      code: 'export function f(n) {\n  let i = 0;\n  while (i < n) {\n    i++;\n  }\n  return i;\n}',
      args: [2],
      lines: [2, 3, 4, 3, 4, 3, 6],
    },
    {
      name: 'records a for loop’s line at each test and a for…of loop’s at each turn',
      code: 'export function f(xs) {\n  let s = 0;\n  for (let i = 0; i < 1; i++) s += i;\n  for (const x of xs)\n    s += x;\n  return s;\n}',
      args: [[5, 6]],
      lines: [2, 3, 3, 3, 4, 5, 4, 5, 6],
    },
    {
      name: 'gives an if’s lone branch on its line no step of its own',
      code: 'export function f(x) {\n  if (x > 0) return 1;\n  return 0;\n}',
      args: [1],
      lines: [2],
    },
    {
      name: 'records inside callbacks and calls of helper functions',
      code: 'function twice(v) {\n  return v * 2;\n}\nexport function f(xs) {\n  return xs.map((x) => {\n    return twice(x);\n  });\n}',
      args: [[1, 2]],
      lines: [5, 6, 2, 6, 2],
    },
    {
      name: 'records nothing while the module loads',
      code: 'const table = [1, 2];\ntable.push(3);\nexport function f() {\n  return table.length;\n}',
      args: [],
      lines: [4],
    },
  ])('$name', ({code, args, lines: expected}) => {
    expect(lines(code, args)).toEqual(expected);
  });

  it('reads the variables in scope, its own and the enclosing function’s, never a later one', () => {
    const code =
      'export function f(a) {\n  const b = 1;\n  [0].forEach((c) => {\n    const d = 2;\n    return d;\n  });\n  const later = 3;\n  return later;\n}';
    const {steps} = recordCall(code, 'x.js', [7], 100);
    expect(steps.map(({vars}) => vars.map(({name}) => name))).toEqual([
      ['a'],
      ['a', 'b'],
      ['a', 'b', 'c'],
      ['a', 'b', 'c', 'd'],
      ['a', 'b'],
      ['a', 'b', 'later'],
    ]);
    expect(steps[2]!.vars.map(({frame}) => frame)).toEqual([1, 1, 2]);
  });

  it('keeps each step’s values as they were then, not as the array ends', () => {
    const {steps} = recordCall('export function f(xs) {\n  xs.push(1);\n  xs.push(2);\n  return xs;\n}', 'x.js', [[]], 10);
    expect(steps.map(({vars}) => vars[0]!.value.text)).toEqual(['[]', '[1]', '[1, 2]']);
  });

  it('gives each return’s value to its step, and the call’s end', () => {
    const trace = recordCall('export function fib(n) {\n  if (n < 2) return n;\n  return fib(n - 1) + fib(n - 2);\n}', 'x.js', [2], 100);
    expect(trace.steps.map(({line, returns}) => [line, returns])).toEqual([
      [2, undefined],
      [3, '1'],
      [2, '1'],
      [2, '0'],
    ]);
    expect(trace.end).toEqual({returned: '1'});
  });

  it('stops a runaway at the limit, even one that catches the stop', () => {
    const code = 'export function f() {\n  for (;;) {\n    try {\n      f.x = 1;\n    } catch {}\n  }\n}';
    const trace = recordCall(code, 'x.js', [], 50);
    expect(trace.steps).toHaveLength(50);
    expect(trace.end).toEqual({cut: 50});
  });

  it('reports an exception as the call’s end', () => {
    expect(recordCall('export function f() {\n  null.x;\n}', 'x.js', [], 10).end).toEqual({
      threw: expect.stringMatching(/^TypeError: /) as string,
    });
  });

  it.each([
    {name: 'an async function', code: 'export async function f() {}', message: 'x.js:1: Step through cannot record an async function'},
    {name: 'a generator', code: 'export function* f() {}', message: 'x.js:1: Step through cannot record a generator'},
    {name: 'an import', code: "import {a} from './a';\nexport function f() {}", message: 'x.js:1: Step through cannot record an import'},
    {
      name: 'export default',
      code: 'export default function f() {}',
      message: 'x.js:1: Step through cannot record an export default; export the function by its name',
    },
    {name: 'a syntax error', code: 'export function f( {', message: 'x.js: Step through cannot read it: Unexpected token'},
  ])('refuses $name, naming the line and the fix', ({code, message}) => {
    expect(() => instrument(code, 'x.js')).toThrow(StepThroughError);
    expect(() => instrument(code, 'x.js')).toThrow(message);
  });
});

describe('show', () => {
  it.each([
    {name: 'a short array as cells', value: [1, 'a'], shown: {text: '[1, "a"]', cells: ['1', '"a"']}},
    {name: 'a short string as its characters', value: 'ab', shown: {text: '"ab"', cells: ['a', 'b']}},
    {name: 'a Map with its entries', value: new Map([['a', 1]]), shown: {text: 'Map(1) {"a" => 1}'}},
    {name: 'a Set with its elements', value: new Set([2]), shown: {text: 'Set(1) {2}'}},
    {name: 'a BigInt with its n', value: 5n, shown: {text: '5n'}},
  ])('shows $name', ({value, shown}) => {
    expect(show(value)).toEqual(shown);
  });

  it('shows a long array by its first elements and its size, without cells', () => {
    const long = Array.from({length: 10_000}, (_, index) => index);
    expect(show(long).cells).toBeUndefined();
    expect(valueText(long)).toMatch(/^\[0, 1, 2, .*… \(10000 elements\)\]$|…$/);
    expect(valueText(long).length).toBeLessThanOrEqual(120);
    expect(show(long.slice(0, MAX_CELLS)).cells).toHaveLength(MAX_CELLS);
  });

  // Every step shows every variable: a step that read a whole Map made a recording of n steps cost n² (a reader's
  // 5,000 values in Count Number of Bad Pairs ran past the time limit on a loaded machine).
  it('reads only the first entries of a Map or a Set, whatever its size', () => {
    class CountedMap extends Map<number, number> {
      read = 0;
      override *entries(): Generator<[number, number], undefined> {
        for (const entry of super.entries()) yield (this.read++, entry);
      }
      override [Symbol.iterator]() {
        return this.entries();
      }
    }
    class CountedSet extends Set<number> {
      read = 0;
      override *values(): Generator<number, undefined> {
        for (const value of super.values()) yield (this.read++, value);
      }
      override [Symbol.iterator]() {
        return this.values();
      }
    }
    const sizes = Array.from({length: 10_000}, (_, index) => index);
    const map = new CountedMap(sizes.map((index) => [index, index]));
    const set = new CountedSet(sizes);
    map.read = set.read = 0;
    expect(valueText(map)).toMatch(/^Map\(10000\) \{0 => 0, 1 => 1, /);
    expect(valueText(set)).toMatch(/^Set\(10000\) \{0, 1, /);
    // The 40 shown, and at most one more to see that there are others.
    expect(Math.max(map.read, set.read)).toBeLessThanOrEqual(41);
  });
});
