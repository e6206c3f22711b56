import {describe, expect, it} from 'vitest';
import {callSolution, describeError, solutionFunction} from './calls';

describe('solutionFunction', () => {
  it('finds the one exported function, whatever its name', () => {
    const search = (nums: number[], target: number) => nums.indexOf(target);
    expect(solutionFunction({search, LIMIT: 3})).toBe(search);
  });

  it.each([
    {name: 'no function', module: {LIMIT: 3}, message: 'it exports none.'},
    {name: 'two functions', module: {a: () => 1, b: () => 2}, message: 'it exports 2: a, b.'},
  ])('refuses a module with $name, saying what it found', ({module, message}) => {
    expect(() => solutionFunction(module)).toThrow(`solution.ts must export exactly one function, which the cases call; ${message}`);
  });
});

describe('callSolution', () => {
  const clock =
    (...times: number[]) =>
    () =>
      times.shift()!;

  it('passes the arguments in order and gives the value returned with the time taken', () => {
    expect(callSolution((a: unknown, b: unknown) => [b, a], [1, 2], clock(10, 12.5))).toEqual({returned: [2, 1], ms: 2.5});
  });

  it('turns an exception into an outcome with its name and message', () => {
    const solution = () => {
      throw new RangeError('n is too large');
    };
    expect(callSolution(solution, [], clock(0, 1))).toEqual({threw: 'RangeError: n is too large', ms: 1});
  });
});

describe('describeError', () => {
  it.each([
    {
      error: new TypeError("Cannot read properties of null (reading 'length')"),
      text: "TypeError: Cannot read properties of null (reading 'length')",
    },
    {error: 'plain text', text: 'a value that is not an Error: plain text'},
    {error: 42, text: 'a value that is not an Error: 42'},
  ])('describes $error as "$text"', ({error, text}) => {
    expect(describeError(error)).toBe(text);
  });
});
