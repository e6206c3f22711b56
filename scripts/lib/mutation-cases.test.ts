import {describe, expect, it} from 'vitest';
import type {MutationReport} from '../../src/write-up/mutation-report';
import {changedCasesFiles, withCasesFiles} from './mutation-cases';

const A = 'docs/LeetCode/Binary Search/cases.ts';
const B = 'docs/LeetCode/Two Sum/cases.ts';
const REPORT: MutationReport = {files: {}, casesFiles: {[A]: {source: 'a'}, [B]: {source: 'b'}}};

describe('changedCasesFiles', () => {
  it('finds none when every table is as measured', () => {
    expect(
      changedCasesFiles(
        REPORT,
        new Map([
          [A, 'a'],
          [B, 'b'],
        ]),
      ),
    ).toEqual([]);
  });

  it.each([
    {
      name: 'an edited table',
      current: new Map([
        [A, 'a'],
        [B, 'b2'],
      ]),
      expected: [B],
    },
    {
      name: 'a new table',
      current: new Map([
        [A, 'a'],
        [B, 'b'],
        ['docs/x/cases.ts', 'x'],
      ]),
      expected: ['docs/x/cases.ts'],
    },
    {name: 'a deleted table', current: new Map([[B, 'b']]), expected: [A]},
  ])('names $name', ({current, expected}) => {
    expect(changedCasesFiles(REPORT, current)).toEqual(expected);
  });

  it('names every table when the report recorded none, or there is no report', () => {
    expect(changedCasesFiles({files: {}}, new Map([[A, 'a']]))).toEqual([A]);
    expect(changedCasesFiles(undefined, new Map([[A, 'a']]))).toEqual([A]);
  });
});

describe('withCasesFiles', () => {
  it('records the current tables in place of the measured ones, keeping the rest of the report', () => {
    const report = {...REPORT, testFiles: {}, schemaVersion: '2'};
    expect(withCasesFiles(report, new Map([[A, 'a2']]))).toEqual({
      files: {},
      testFiles: {},
      schemaVersion: '2',
      casesFiles: {[A]: {source: 'a2'}},
    });
  });
});
