import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {arrayOf, assertProperty, shortfall, stringOf, uniqueArrayOf} from './random-inputs';

describe('shortfall', () => {
  it.each([
    {longest: 49, maxLength: 100, expected: 'a generator of arrays of 1 to 100 reached only 49, under half its maximum'},
    {longest: 50, maxLength: 100, expected: undefined},
    {longest: 1, maxLength: 3, expected: 'a generator of arrays of 1 to 3 reached only 1, under half its maximum'},
    {longest: 2, maxLength: 3, expected: undefined},
  ])('is $expected for the longest of $longest out of $maxLength', ({longest, maxLength, expected}) => {
    expect(shortfall({kind: 'array', minLength: 1, maxLength, longest})).toBe(expected);
  });
});

describe('assertProperty', () => {
  it.each([
    {kind: 'array', arbitrary: arrayOf(fc.nat(), {minLength: 1, maxLength: 100})},
    {kind: 'unique array', arbitrary: uniqueArrayOf(fc.nat(), {maxLength: 100})},
    {kind: 'string', arbitrary: stringOf(fc.constantFrom('a', '😀'), {maxLength: 100})},
  ])("measures a $kind generator's longest value, which reaches its maximum in 100 runs", ({kind, arbitrary}) => {
    const reaches = assertProperty(fc.property(arbitrary, () => true));
    expect(reaches).toHaveLength(1);
    expect(reaches[0]).toMatchObject({kind, maxLength: 100});
    expect(reaches[0]!.longest).toBeGreaterThanOrEqual(90);
  });

  it('counts a string in units, so a unit of two UTF-16 code units counts once', () => {
    const reaches = assertProperty(fc.property(stringOf(fc.constant('😀'), {minLength: 5, maxLength: 5}), (s) => s.length === 10));
    expect(reaches).toEqual([{kind: 'string', minLength: 5, maxLength: 5, longest: 5}]);
  });

  // One run, from a seed (fixed, as fast-check's versions are pinned) whose single array is short: a generator that
  // reaches only that length over the run.
  it('fails when a generator never reaches half its maximum length, naming its bounds and its longest value', () => {
    const lengths: number[] = [];
    const run = () =>
      assertProperty(
        fc.property(arrayOf(fc.nat(), {minLength: 1, maxLength: 100}), (values) => {
          lengths.push(values.length);
        }),
        {numRuns: 1, seed: 19},
      );
    expect(run).toThrow('a generator of arrays of 1 to 100 reached only ');
    expect(lengths.length).toBeGreaterThan(0);
    expect(Math.max(...lengths)).toBeLessThan(50);
    expect(run).toThrow(
      `The property's random inputs stay short of their sizes:\n  a generator of arrays of 1 to 100 reached only ${Math.max(...lengths)}, under half its maximum`,
    );
  });

  it("reports the property's own failure first", () => {
    expect(() => assertProperty(fc.property(arrayOf(fc.nat(), {maxLength: 10}), (values) => values.length < 5))).toThrow(/Property failed/);
  });

  it('measures only the generators the property ran', () => {
    const unused = arrayOf(fc.nat(), {maxLength: 100});
    const used = arrayOf(fc.nat(), {maxLength: 4});
    expect(
      assertProperty(
        fc.property(used, () => true),
        {numRuns: 50},
      ),
    ).toEqual([{kind: 'array', minLength: 0, maxLength: 4, longest: 4}]);
    expect(unused).toBeDefined();
  });

  it('measures each run afresh', () => {
    const used = arrayOf(fc.nat(), {maxLength: 4});
    expect(
      assertProperty(
        fc.property(used, () => true),
        {numRuns: 50},
      )[0]!.longest,
    ).toBe(4);
    const lengths: number[] = [];
    const reaches = assertProperty(
      fc.property(used, (values) => {
        lengths.push(values.length);
      }),
      {numRuns: 1, seed: 23},
    );
    expect(Math.max(...lengths)).toBeLessThan(4);
    expect(reaches[0]!.longest).toBe(Math.max(...lengths));
  });
});
