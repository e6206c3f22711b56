import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {coloredCells} from './solution';
import {cases} from './cases';

/** Colours the grid minute by minute, exactly as the problem describes it. */
function simulate(minutes: number): number {
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

/** Adds the rings one by one: minute k (k ≥ 2) colours 4(k - 1) new cells. */
function sumOfRings(minutes: number): number {
  let cells = 1;
  for (let minute = 2; minute <= minutes; minute++) cells += 4 * (minute - 1);
  return cells;
}

describe('coloredCells', () => {
  it.each(cases)('$name', ({input: {n}, expected}) => {
    expect(coloredCells(n)).toBe(expected);
  });

  it('agrees with a cell-by-cell simulation of the grid', () => {
    fc.assert(
      fc.property(fc.integer({min: 1, max: 40}), (n) => {
        expect(coloredCells(n)).toBe(simulate(n));
      }),
    );
  });

  it('agrees with adding the rings one by one over the whole range of n', () => {
    fc.assert(
      fc.property(fc.integer({min: 1, max: 100_000}), (n) => {
        expect(coloredCells(n)).toBe(sumOfRings(n));
      }),
    );
  });
});
