import {describe, expect, it} from 'vitest';
import {FRAGMENT_LIMIT, changeOf, countMutants, shortCode, textAt} from './figures';
import type {Mutant, MutantStatus} from '../../../write-up/mutation-report';

const at = (line: number, column: number, endLine: number, endColumn: number) => ({
  start: {line, column},
  end: {line: endLine, column: endColumn},
});
const mutant = (status: MutantStatus, extra: Partial<Mutant> = {}): Mutant => ({
  id: '1',
  mutatorName: 'EqualityOperator',
  status,
  location: at(1, 1, 1, 2),
  ...extra,
});

describe('countMutants', () => {
  it('counts killed and timed-out mutants as caught, and the timed-out ones apart as endless', () => {
    const counts = countMutants([mutant('Killed'), mutant('Killed'), mutant('Timeout'), mutant('Survived')]);
    expect(counts).toMatchObject({tried: 4, caught: 3, endless: 1});
  });

  it('lists survived mutants and those no test ran as uncaught', () => {
    const survived = mutant('Survived', {id: 's'});
    const uncovered = mutant('NoCoverage', {id: 'n'});
    expect(countMutants([mutant('Killed'), survived, uncovered]).uncaught).toEqual([survived, uncovered]);
  });

  it.each(['CompileError', 'RuntimeError', 'Ignored', 'Pending'] as const)('does not count a mutant that is %s as tried', (status) => {
    expect(countMutants([mutant('Killed'), mutant(status)])).toMatchObject({tried: 1, caught: 1, endless: 0, uncaught: []});
  });
});

describe('textAt', () => {
  const source = 'let low = 0;\nwhile (low <= high) {\n  low++;\n}\n';

  it('reads a fragment within a line, columns counted from 1 with the end excluded', () => {
    expect(textAt(source, at(2, 8, 2, 19))).toBe('low <= high');
  });

  it('reads a fragment over several lines', () => {
    expect(textAt(source, at(2, 21, 4, 2))).toBe('{\n  low++;\n}');
  });
});

describe('shortCode', () => {
  it('puts code on one line with single spaces', () => {
    expect(shortCode('{\n  low++;\n}')).toBe('{ low++; }');
  });

  it(`keeps ${FRAGMENT_LIMIT} characters whole and cuts one more, ending in an ellipsis`, () => {
    expect(shortCode('x'.repeat(FRAGMENT_LIMIT))).toBe('x'.repeat(FRAGMENT_LIMIT));
    expect(shortCode('x'.repeat(FRAGMENT_LIMIT + 1))).toBe(`${'x'.repeat(FRAGMENT_LIMIT - 1)}…`);
  });
});

describe('changeOf', () => {
  it('gives the line, the code before and after, and how many lines the change spans', () => {
    const source = 'if (a) {\n  b();\n}\n';
    expect(changeOf(source, mutant('Killed', {replacement: '{}', location: at(1, 8, 3, 2)}))).toEqual({
      line: 1,
      from: '{ b(); }',
      to: '{}',
      lines: 3,
    });
  });
});
