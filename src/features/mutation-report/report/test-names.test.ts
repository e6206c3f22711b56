import {describe, expect, it} from 'vitest';
import {caughtBy} from './test-names';

describe('caughtBy', () => {
  it.each([
    {name: 'a test over the table, by its case', test: "search 'finds the only element'", expected: {case: 'finds the only element'}},
    {
      name: 'a case run for one of several files',
      test: "isSubsequence in 'solution.ts (two pointers)' 'rejects a letter that t lacks'",
      expected: {case: 'rejects a letter that t lacks'},
    },
    {name: 'a case with double quotes', test: `likes 'joins two names with "and"'`, expected: {case: 'joins two names with "and"'}},
    {name: 'a case with an apostrophe', test: "likes 'won\\'t repeat a name'", expected: {case: "won't repeat a name"}},
    {name: 'a case with a line break', test: "f 'reads \\n as a line break'", expected: {case: 'reads \n as a line break'}},
    {
      name: 'another test, by its full name',
      test: 'search returns the same index as a linear scan, for present and absent targets alike',
      expected: {test: 'search returns the same index as a linear scan, for present and absent targets alike'},
    },
    {
      name: 'a test whose name only quotes inside, by its full name',
      test: 'parseDuration, the test oracle reads "\'1 year\'" as 31536000 seconds',
      expected: {test: 'parseDuration, the test oracle reads "\'1 year\'" as 31536000 seconds'},
    },
    {
      name: 'a case name cut short, by the full test name',
      test: "search 'returns -1 for a target that falls be…'",
      expected: {test: "search 'returns -1 for a target that falls be…'"},
    },
  ])('names $name', ({test, expected}) => {
    expect(caughtBy(test)).toEqual(expected);
  });
});
