import {describe, expect, it} from 'vitest';
import type {MutationReport} from '../../../write-up/mutation-report';
import {fileProblem, stalenessProblem} from './staleness';

const SOLUTION = 'docs/LeetCode/Binary Search/solution.ts';
const TEST = 'docs/LeetCode/Binary Search/solution.test.ts';
const CASES = 'docs/LeetCode/Binary Search/cases.ts';
const TABLE = "export const cases = [{name: 'finds 9', input: {nums: [9], target: 9}, expected: 0}];\n";
const REPORT: MutationReport = {
  files: {[SOLUTION]: {source: 'while (low <= high) {}\n', mutants: []}},
  testFiles: {[TEST]: {source: "it('finds it', () => {});\n", tests: []}},
  casesFiles: {[CASES]: {source: TABLE}},
};
const current = (changes: Record<string, string | undefined> = {}) =>
  new Map(Object.entries({[SOLUTION]: 'while (low <= high) {}\n', [TEST]: "it('finds it', () => {});\n", [CASES]: TABLE, ...changes}));

describe('fileProblem', () => {
  it.each([
    {name: 'a solution as measured', file: SOLUTION, text: 'while (low <= high) {}\n'},
    {name: 'a test file as measured', file: TEST, text: "it('finds it', () => {});\n"},
    {name: 'a table as measured', file: CASES, text: TABLE},
    {name: 'a file neither measured nor there', file: 'docs/x.ts', text: undefined},
  ])('finds nothing wrong with $name', ({file, text}) => {
    expect(fileProblem(REPORT, file, text)).toBeUndefined();
  });

  it.each([
    {name: 'a changed solution', file: SOLUTION, text: 'while (low < high) {}\n', problem: `${SOLUTION} has changed since`},
    {
      name: 'a solution changed by one trailing space',
      file: SOLUTION,
      text: 'while (low <= high) {} \n',
      problem: `${SOLUTION} has changed since`,
    },
    {name: 'a changed test file', file: TEST, text: '', problem: `${TEST} has changed since`},
    {name: 'a renamed case', file: CASES, text: TABLE.replace('finds 9', 'finds nine'), problem: `${CASES} has changed since`},
    {name: "a case's edited input", file: CASES, text: TABLE.replace('target: 9', 'target: 8'), problem: `${CASES} has changed since`},
    {name: 'a deleted table', file: CASES, text: undefined, problem: `${CASES} is in stryker-incremental.json but no longer exists`},
    {
      name: 'a file the report never measured',
      file: 'docs/LeetCode/Two Sum/solution.ts',
      text: '',
      problem: 'Two Sum/solution.ts is not in',
    },
    {
      name: 'a measured file deleted since',
      file: SOLUTION,
      text: undefined,
      problem: `${SOLUTION} is in stryker-incremental.json but no longer exists`,
    },
  ])('names $name', ({file, text, problem}) => {
    expect(fileProblem(REPORT, file, text)).toContain(problem);
  });

  it('finds no figures at all without a report', () => {
    expect(fileProblem(undefined, SOLUTION, 'x')).toBe(`${SOLUTION} is not in stryker-incremental.json yet`);
  });
});

describe('stalenessProblem', () => {
  it('passes when every file is as the report measured it', () => {
    expect(stalenessProblem(REPORT, current())).toBeUndefined();
  });

  it('names a changed copy of a solution and the command that refreshes the report', () => {
    expect(stalenessProblem(REPORT, current({[SOLUTION]: 'while (low < high) {}\n'}))).toBe(
      'The mutation report is out of date:\n' +
        `  ${SOLUTION} has changed since stryker-incremental.json measured it\n` +
        'Refresh it with npm run test:mutation (about 3 minutes).',
    );
  });

  it('counts a measured file that the current files do not list as deleted', () => {
    expect(stalenessProblem(REPORT, new Map([[TEST, "it('finds it', () => {});\n"]]))).toContain(
      `${SOLUTION} is in stryker-incremental.json but no longer exists`,
    );
  });

  it('counts a measured table that the current files do not list as deleted', () => {
    expect(stalenessProblem(REPORT, current({[CASES]: undefined}))).toContain(
      `${CASES} is in stryker-incremental.json but no longer exists`,
    );
    const files = current();
    files.delete(CASES);
    expect(stalenessProblem(REPORT, files)).toContain(`${CASES} is in stryker-incremental.json but no longer exists`);
  });

  it('lists every stale file, one a line, in path order', () => {
    const other = 'docs/LeetCode/Add Two Integers/solution.ts';
    const lines = stalenessProblem(REPORT, current({[SOLUTION]: '', [TEST]: '', [other]: ''}))!.split('\n');
    expect(lines).toHaveLength(5);
    expect([other, TEST, SOLUTION].map((file) => lines.findIndex((line) => line.startsWith(`  ${file} `)))).toEqual([1, 2, 3]);
  });
});
