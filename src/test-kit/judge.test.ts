import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {argumentsOf, passes, sameValue} from './judge';

describe('argumentsOf', () => {
  it('gives the input values in the order of its keys, which is the call order', () => {
    expect(argumentsOf({target: 7, nums: [2, 3, 1]})).toEqual([7, [2, 3, 1]]);
    expect(argumentsOf({nums: [2, 3, 1], target: 7})).toEqual([[2, 3, 1], 7]);
  });
});

describe('sameValue', () => {
  it.each([
    {name: 'equal numbers', a: 3, b: 3},
    {name: 'NaN and NaN', a: Number.NaN, b: Number.NaN},
    {name: 'equal strings', a: 'ab', b: 'ab'},
    {name: 'arrays of equal elements', a: [1, [2, 'x']], b: [1, [2, 'x']]},
    {name: 'empty arrays', a: [], b: []},
    {name: 'objects with equal keys in another order', a: {x: 1, y: [2]}, b: {y: [2], x: 1}},
    {name: 'null and null', a: null, b: null},
  ])('holds $name equal', ({a, b}) => {
    expect(sameValue(a, b)).toBe(true);
  });

  it.each([
    {name: 'different numbers', a: 3, b: 4},
    {name: '0 and -0', a: 0, b: -0},
    {name: 'a number and its text', a: 1, b: '1'},
    {name: 'true and 1', a: true, b: 1},
    {name: 'null and undefined', a: null, b: undefined},
    {name: 'arrays of different lengths', a: [1, 2], b: [1, 2, 3]},
    {name: 'arrays in another order', a: [1, 2], b: [2, 1]},
    {name: 'an array and an object with its keys', a: [1], b: {0: 1}},
    {name: 'objects with different keys', a: {x: 1}, b: {y: 1}},
    {name: 'an object with one more key', a: {x: 1}, b: {x: 1, y: 2}},
    {name: 'null and an empty object', a: null, b: {}},
    {name: 'two different Maps (compared only to themselves)', a: new Map([[1, 2]]), b: new Map([[3, 4]])},
  ])('holds $name different', ({a, b}) => {
    expect(sameValue(a, b)).toBe(false);
    expect(sameValue(b, a)).toBe(false);
  });

  it("agrees with the tests' toEqual on random JSON values", () => {
    const toEqualHolds = (a: unknown, b: unknown) => {
      try {
        expect(a).toEqual(b);
        return true;
      } catch {
        return false;
      }
    };
    const value = fc.jsonValue({maxDepth: 3});
    fc.assert(
      fc.property(
        fc.oneof(
          fc.tuple(value, value),
          value.map((v) => [v, structuredClone(v)] as const),
        ),
        ([a, b]) => {
          expect(sameValue(a, b)).toBe(toEqualHolds(a, b));
        },
      ),
      {numRuns: 1000},
    );
  });
});

describe('passes', () => {
  it.each([
    {name: 'an equal value', returned: [4, 9], expected: [4, 9], comparison: 'exact', result: true},
    {name: 'a value in another order, when the order counts', returned: [9, 4], expected: [4, 9], comparison: 'exact', result: false},
    {
      name: 'a value in another order, when any order is accepted',
      returned: [9, 4],
      expected: [4, 9],
      comparison: 'any order',
      result: true,
    },
    {
      name: 'numbers sorted as text, when any order is accepted',
      returned: [10, 9, 100],
      expected: [9, 10, 100],
      comparison: 'any order',
      result: true,
    },
    {name: 'a missing element, in any order', returned: [9], expected: [4, 9], comparison: 'any order', result: false},
    {
      name: 'a repeated element in place of another, in any order',
      returned: [4, 4],
      expected: [4, 9],
      comparison: 'any order',
      result: false,
    },
    {name: 'a number, in any order', returned: 4, expected: 4, comparison: 'any order', result: true},
    {name: 'a number against an array, in any order', returned: 4, expected: [4], comparison: 'any order', result: false},
  ] as const)('judges $name: $result', ({returned, expected, comparison, result}) => {
    expect(passes(returned, expected, comparison)).toBe(result);
  });

  it('compares exactly when no comparison is given', () => {
    expect(passes([9, 4], [4, 9])).toBe(false);
    expect(passes([4, 9], [4, 9])).toBe(true);
  });

  it('leaves the returned array in its own order', () => {
    const returned = [9, 4];
    passes(returned, [4, 9], 'any order');
    expect(returned).toEqual([9, 4]);
  });
});
