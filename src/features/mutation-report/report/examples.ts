/**
 * The examples a page shows of changes its tests caught, chosen by a stated
 * rule (the page states it too, in {@link EXAMPLE_RULE}):
 *
 * 1. by kind, most telling first: a comparison whose boundary moves (`<` for
 *    `<=`), any other comparison (`!==` for `===`, `>=` for `<`), a condition
 *    forced true or false or an `&&` for an `||`, arithmetic (`- 1` for `+ 1`,
 *    `--` for `++`), then every other kind;
 * 2. within a kind, a change caught by a case of the table before one caught
 *    only by another test (the reader finds the case in Tested cases), then
 *    the shorter change (a whole expression is harder to read, and heavier),
 *    then the files in the page's order, then by line;
 * 3. at most one example per line of a file, and at most {@link MAX_EXAMPLES}
 *    in all; two on a page that shows several files (each file's line of
 *    figures takes room: with code highlighted in the build, Intersection of
 *    Two Arrays's section weighed 555 B with three), and only one on a page
 *    that explains uncaught changes: an explanation weighs about as much as
 *    two examples, and the section has 0.5 KB gzip (tests/support/mutation-report-weight.ts); only changes within one
 *    line, and only changes a failing test caught (an endless loop names no
 *    test).
 */
import type {Example} from '../MutationReport/types';
import {changeOf} from './figures';
import type {Mutant} from '../../../write-up/mutation-report';
import {caughtBy} from './test-names';

export const MAX_EXAMPLES = 3;

export const EXAMPLE_RULE = 'comparisons and boundaries first';

const CONDITIONS = new Set(['ConditionalExpression', 'LogicalOperator', 'BooleanLiteral']);
const ARITHMETIC = new Set(['ArithmeticOperator', 'UpdateOperator', 'AssignmentOperator', 'UnaryOperator']);

/** The kind's rank in rule 1: 0 is shown first. */
export function kindRank(mutatorName: string, from: string, to: string): number {
  if (mutatorName === 'EqualityOperator') {
    // Only an "=" apart: `a < b` and `a <= b`, `a > b` and `a >= b`.
    return from.replaceAll('=', '') === to.replaceAll('=', '') ? 0 : 1;
  }
  if (CONDITIONS.has(mutatorName)) return 2;
  if (ARITHMETIC.has(mutatorName)) return 3;
  return 4;
}

export type MeasuredSource = {file: string; source: string; mutants: readonly Mutant[]};

/** How many examples a page with `uncaught` uncaught changes shows, among `files` files. */
export function exampleCount(uncaught: number, files: number): number {
  if (uncaught) return 1;
  return files > 1 ? MAX_EXAMPLES - 1 : MAX_EXAMPLES;
}

/** At most `limit` examples of a page's files (in the page's order), by the rule above; `testNames` gives each test id's full name. */
export function chooseExamples(files: readonly MeasuredSource[], testNames: ReadonlyMap<string, string>, limit = MAX_EXAMPLES): Example[] {
  const candidates = files.flatMap(({file, source, mutants}, fileIndex) =>
    mutants.flatMap((mutant) => {
      const change = changeOf(source, mutant);
      const names = (mutant.killedBy ?? []).map((id) => testNames.get(id)).filter((name) => name !== undefined);
      if (mutant.status !== 'Killed' || change.lines > 1 || names.length === 0) return [];
      const tests = names.map(caughtBy);
      const byCase = tests.find((test) => 'case' in test);
      const test = byCase ?? tests[0]!;
      return [
        {
          example: {file, line: change.line, from: change.from, to: change.to, caughtBy: 'case' in test ? test.case : test.test},
          order: [
            kindRank(mutant.mutatorName, change.from, change.to),
            byCase ? 0 : 1,
            change.from.length + change.to.length,
            fileIndex,
            change.line,
            mutant.location.start.column,
          ],
        },
      ];
    }),
  );
  candidates.sort((a, b) => {
    const index = a.order.findIndex((value, i) => value !== b.order[i]);
    return index < 0 ? 0 : a.order[index]! - b.order[index]!;
  });
  const chosen: Example[] = [];
  const lines = new Set<string>();
  for (const {example} of candidates) {
    const key = `${example.file}:${example.line}`;
    if (lines.has(key)) continue;
    lines.add(key);
    chosen.push(example);
    if (chosen.length === limit) break;
  }
  return chosen;
}
