import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {coloredCells as closedForm} from './solution';
import {coloredCells as simulation} from './simulation';
import {cases} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';
import {assertProperty} from '@site/src/test-kit/random-inputs';

/** Colours the grid minute by minute, exactly as the problem describes it. */
function simulateGrid(minutes: number): number {
  let coloured = new Set(['0,0']);
  for (let minute = 2; minute <= minutes; minute++) {
    const next = new Set(coloured);
    for (const cell of coloured) {
      const [x, y] = cell.split(',').map(Number) as [number, number];
      next
        .add(`${x + 1},${y}`)
        .add(`${x - 1},${y}`)
        .add(`${x},${y + 1}`)
        .add(`${x},${y - 1}`);
    }
    coloured = next;
  }
  return coloured.size;
}

describe.each([
  {file: 'solution.ts (closed form)', coloredCells: closedForm},
  {file: 'simulation.ts (minute by minute)', coloredCells: simulation},
])('coloredCells in $file', ({coloredCells}) => {
  it.each(cases)('$name', (testCase) => expectToPass(coloredCells, testCase));

  it('agrees with a cell-by-cell simulation of the grid', () => {
    assertProperty(
      fc.property(fc.integer({min: 1, max: 40}), (n) => {
        expect(coloredCells(n)).toBe(simulateGrid(n));
      }),
    );
  });
});

describe('simulation.ts against solution.ts', () => {
  it('agrees with the closed form over the whole range of n', () => {
    assertProperty(
      fc.property(fc.integer({min: 1, max: 100_000}), (n) => {
        expect(simulation(n)).toBe(closedForm(n));
      }),
    );
  });
});
