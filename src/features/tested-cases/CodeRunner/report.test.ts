import {describe, expect, it} from 'vitest';
import {formatTime, judgeCases, matchText, stoppedText, testsSummary} from './report';

describe('formatTime', () => {
  it.each([
    {ms: 0, text: 'under 0.1 ms'},
    {ms: 0.09, text: 'under 0.1 ms'},
    {ms: 0.1, text: '0.1 ms'},
    {ms: 0.123, text: '0.12 ms'},
    {ms: 2.5, text: '2.5 ms'},
    {ms: 12.34, text: '12.3 ms'},
    {ms: 999, text: '999 ms'},
    {ms: 1000, text: '1 s'},
    {ms: 5000, text: '5 s'},
    {ms: 12_345, text: '12.3 s'},
  ])('writes $ms ms as "$text"', ({ms, text}) => {
    expect(formatTime(ms)).toBe(text);
  });
});

const cases = [
  {name: 'a', input: {x: 1}, expected: [1, 2]},
  {name: 'b', input: {x: 2}, expected: [3]},
  {name: 'c', input: {x: 3}, expected: []},
];

describe('judgeCases', () => {
  it('passes a case whose returned value equals its expected value, and fails the others', () => {
    const results = judgeCases(
      cases,
      [
        {returned: [1, 2], ms: 1},
        {returned: [4], ms: 1},
        {threw: 'Error: no', ms: 1},
      ],
      'exact',
    );
    expect(results.map(({name, passed}) => [name, passed])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
    ]);
    expect(results[1]).toEqual({name: 'b', expected: [3], outcome: {returned: [4], ms: 1}, passed: false});
  });

  it("judges with the write-up's comparison", () => {
    const outcomes = [{returned: [2, 1], ms: 0}];
    expect(judgeCases(cases.slice(0, 1), outcomes, 'exact')[0]!.passed).toBe(false);
    expect(judgeCases(cases.slice(0, 1), outcomes, 'any order')[0]!.passed).toBe(true);
  });

  it('fails a case that threw, even one whose expected value is undefined', () => {
    const expectsUndefined = [{name: 'void', input: {}, expected: undefined}];
    expect(judgeCases(expectsUndefined, [{threw: 'Error: no', ms: 0}], 'exact')[0]!.passed).toBe(false);
    expect(judgeCases(expectsUndefined, [{returned: undefined, ms: 0}], 'exact')[0]!.passed).toBe(true);
  });

  it('fails a case that never ran', () => {
    expect(judgeCases(cases, [{returned: [1, 2], ms: 0}], undefined).map(({passed}) => passed)).toEqual([true, false, false]);
  });
});

describe('testsSummary', () => {
  const result = (passed: boolean, ms?: number) => ({
    name: 'x',
    expected: 1,
    outcome: ms === undefined ? undefined : {returned: 1, ms},
    passed,
  });

  it('counts the passed cases and adds up their time', () => {
    expect(testsSummary([result(true, 0.25), result(true, 0.5)], false, 5000)).toBe('2 of 2 passed in 0.75 ms.');
    expect(testsSummary([result(true, 2), result(false, 1)], false, 5000)).toBe('1 of 2 passed in 3 ms.');
  });

  it('says that a run stopped at the limit, and how many cases ran', () => {
    expect(testsSummary([result(true, 1), result(false)], true, 5000)).toBe(
      `1 of 2 passed in 1 ms. ${stoppedText(5000)} (1 of 2 cases ran.)`,
    );
  });
});

describe('stoppedText', () => {
  it('gives the limit and what to do', () => {
    expect(stoppedText(5000)).toBe('Stopped after 5 s: the solution was still running. Run again, or try a smaller input.');
  });
});

describe('matchText', () => {
  it.each([
    {passed: true, text: 'These are the arguments of the tested case "a": the result matches its expected value.'},
    {passed: false, text: 'These are the arguments of the tested case "a": the result does not match its expected value.'},
  ])('says whether the result matches (passed: $passed)', ({passed, text}) => {
    expect(matchText('a', passed)).toBe(text);
  });
});
