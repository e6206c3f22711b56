import {describe, expect, it} from 'vitest';
import {expectToPass} from './expect-to-pass';

const add = (a: number, b: number) => a + b;
const pair = (a: number, b: number) => [b, a];

describe('expectToPass', () => {
  it("calls the solution with the input's values in order and passes an equal result", () => {
    expect(() => expectToPass(pair, {name: 'order', input: {a: 1, b: 2}, expected: [2, 1]})).not.toThrow();
  });

  it('fails with what was returned beside what was expected', () => {
    expect(() => expectToPass(add, {name: 'wrong', input: {a: 1, b: 2}, expected: 4})).toThrow('returned 3, expected 4');
  });

  it('judges with the comparison it is given', () => {
    const testCase = {name: 'any order', input: {a: 1, b: 2}, expected: [1, 2]};
    expect(() => expectToPass(pair, testCase)).toThrow('returned [2, 1], expected [1, 2]');
    expect(() => expectToPass(pair, testCase, 'any order')).not.toThrow();
  });
});
