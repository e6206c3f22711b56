import {describe, expect, it} from 'vitest';
import {unknownTests} from './known-tests';

const SOURCE = `describe.each([{file: 'solution.ts'}])('search in $file', () => {});
describe('search', () => {
  it.each(cases)('$name', (testCase) => expectToPass(search, testCase));
  it('finds every element of the largest array allowed (10^4 elements)', () => {});
  it.each([{n: 1, reads: 1}])('reads $reads elements when n = $n', ({n, reads}) => {});
  it.each([{name: "keeps a value's sign", value: -1}])('$name', ({value}) => {});
});`;

describe('unknownTests', () => {
  it.each([
    "search 'finds a target in the middle'",
    'search finds every element of the largest array allowed (10^4 elements)',
    'search reads 1 elements when n = 1',
    "search 'keeps a value's sign'",
  ])('knows %s', (name) => {
    expect(unknownTests([name], SOURCE, ['finds a target in the middle'])).toEqual([]);
  });

  it.each([
    {name: "search 'finds a target at the start'", why: 'a case renamed since'},
    {name: 'search finds every element of the largest array allowed (10^5 elements)', why: 'a test renamed since'},
    {name: 'search returns -1 for an empty array', why: 'a test deleted since'},
    {name: 'search in solution.ts returns -1 for an empty array', why: 'a test deleted since, under a describe.each title'},
  ])('names $why', ({name}) => {
    expect(unknownTests([name], SOURCE, ['finds a target in the middle'])).toEqual([name]);
  });
});
