import {describe, expect, it} from 'vitest';
import {sourceHash} from '../MutationReport/source-hash';
import type {Mutant, MutationReport} from '../../../write-up/mutation-report';
import {explainedChanges, explanationProblem, sectionData} from './section';
import {writeUpReports} from '../../../write-up/mutation-report-part';

const FOLDER = 'docs/LeetCode/Binary Search';
const SOURCE = 'if (value < target) low = mid + 1;\n';
const BRUTE = 'return nums.indexOf(target);\n';

const mutant = (
  id: string,
  status: Mutant['status'],
  replacement: string,
  start: number,
  end: number,
  killedBy: string[] = [],
): Mutant => ({
  id,
  mutatorName: 'EqualityOperator',
  replacement,
  status,
  killedBy,
  location: {start: {line: 1, column: start}, end: {line: 1, column: end}},
});

const REPORT: MutationReport = {
  files: {
    [`${FOLDER}/solution.ts`]: {
      source: SOURCE,
      mutants: [
        mutant('1', 'Killed', 'value >= target', 5, 19, ['10']),
        mutant('2', 'Survived', 'value <= target', 5, 19),
        mutant('3', 'Timeout', 'false', 5, 19),
      ],
    },
    [`${FOLDER}/brute-force.ts`]: {
      source: BRUTE,
      mutants: [{...mutant('4', 'Killed', '[]', 8, 29, ['11']), mutatorName: 'MethodExpression'}],
    },
  },
  testFiles: {
    [`${FOLDER}/solution.test.ts`]: {
      tests: [
        {id: '10', name: "search 'finds it'"},
        {id: '11', name: 'search agrees with indexOf'},
      ],
    },
  },
};

const PART = writeUpReports(REPORT).get(FOLDER)!;

describe('sectionData', () => {
  it("gives each shown file's figures, with the fingerprint of the measured text", () => {
    const data = sectionData(PART, FOLDER, [
      {file: 'solution.ts', text: SOURCE},
      {file: 'brute-force.ts', text: BRUTE},
    ]);
    expect(data.files).toEqual([
      {file: 'solution.ts', hash: sourceHash(SOURCE), tried: 3, caught: 2, endless: 1},
      {file: 'brute-force.ts', hash: sourceHash(BRUTE), tried: 1, caught: 1, endless: 0},
    ]);
  });

  it('lists the uncaught changes with the code before and after, and one example on a page that has some', () => {
    const data = sectionData(PART, FOLDER, [{file: 'solution.ts', text: SOURCE}]);
    expect(data.uncaught).toEqual([{file: 'solution.ts', line: 1, change: 'value <= target', from: 'value < target'}]);
    expect(data.examples).toEqual([{file: 'solution.ts', line: 1, from: 'value < target', to: 'value >= target', caughtBy: 'finds it'}]);
  });

  it('gives no figures, examples or uncaught changes for a file changed since it was measured', () => {
    const data = sectionData(PART, FOLDER, [
      {file: 'solution.ts', text: SOURCE.replace('<', '<=')},
      {file: 'brute-force.ts', text: BRUTE},
    ]);
    expect(data.files[0]).toEqual({file: 'solution.ts'});
    expect(data.uncaught).toEqual([]);
    expect(data.examples.map(({file}) => file)).toEqual(['brute-force.ts']);
  });

  it('gives no figures for a file the report never measured, nor without a report', () => {
    expect(sectionData(PART, FOLDER, [{file: 'linear-scan.ts', text: 'x'}]).files).toEqual([{file: 'linear-scan.ts'}]);
    expect(sectionData(undefined, FOLDER, [{file: 'solution.ts', text: SOURCE}])).toEqual({
      files: [{file: 'solution.ts'}],
      examples: [],
      uncaught: [],
    });
  });
});

describe('explanationProblem and explainedChanges', () => {
  const data = sectionData(PART, FOLDER, [{file: 'solution.ts', text: SOURCE}]);
  const explanation = {file: 'solution.ts', line: 1, change: 'value <= target', why: 'An equal `value` has returned.'};

  it('accepts a page that explains each uncaught change, and gives the section each change with its reason', () => {
    expect(explanationProblem(data, [explanation])).toBeUndefined();
    expect(explainedChanges(data, [explanation])).toEqual([
      {file: 'solution.ts', line: 1, from: 'value < target', to: 'value <= target', why: 'An equal `value` has returned.'},
    ]);
  });

  it('names an unexplained change, the two ways out and the element to write', () => {
    expect(explanationProblem(data, [])).toBe(
      'line 1 of solution.ts: no test catches `value < target` changed to `value <= target`. Add a test that does ' +
        '(to cases.ts or solution.test.ts, then npm run test:mutation (about 3 minutes)), or, if the change cannot alter any result, ' +
        'say why on the page: <UncaughtChange file="solution.ts" line={1} change="value <= target">why</UncaughtChange>',
    );
  });

  it.each([
    {name: 'another line', change: {...explanation, line: 2}},
    {name: 'another change', change: {...explanation, change: 'value > target'}},
  ])('asks to remove an explanation of $name, which no uncaught change matches', ({change}) => {
    expect(explanationProblem(data, [explanation, change])).toBe(
      `<UncaughtChange file="solution.ts" line={${change.line}} change="${change.change}"> names no uncaught change of the mutation report ` +
        '(a test may catch it now); remove it.',
    );
  });

  it('names an explanation of a file the page does not show', () => {
    expect(explanationProblem(data, [explanation, {...explanation, file: 'soluton.ts'}])).toBe(
      '<UncaughtChange file="soluton.ts" line={1} change="value <= target"> names a file the page does not show; shown: solution.ts.',
    );
  });

  it('leaves the explanations of a file without figures unchecked and unshown', () => {
    const stale = sectionData(PART, FOLDER, [{file: 'solution.ts', text: ''}]);
    expect(explanationProblem(stale, [explanation])).toBeUndefined();
    expect(explainedChanges(stale, [explanation])).toEqual([]);
  });
});
