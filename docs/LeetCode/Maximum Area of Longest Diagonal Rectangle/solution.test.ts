import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {areaOfMaxDiagonal} from './solution';

/** Reference answer: the longest diagonal first, then the largest area among the rectangles that have it. */
function bruteForce(dimensions: [number, number][]): number {
  const longest = Math.max(...dimensions.map(([l, w]) => l * l + w * w));
  const areas = dimensions.filter(([l, w]) => l * l + w * w === longest).map(([l, w]) => l * w);
  return Math.max(...areas);
}

describe('areaOfMaxDiagonal', () => {
  it.each([
    {
      name: 'picks the rectangle with the longer diagonal',
      dimensions: [
        [9, 3],
        [8, 6],
      ],
      expected: 48,
    },
    {
      name: 'returns the shared area when both diagonals are equal',
      dimensions: [
        [3, 4],
        [4, 3],
      ],
      expected: 12,
    },
    {name: 'returns the area of a single rectangle', dimensions: [[2, 5]], expected: 10},
    {name: 'handles the smallest rectangle allowed', dimensions: [[1, 1]], expected: 1},
    {
      name: 'handles the largest rectangle allowed',
      dimensions: [
        [100, 100],
        [99, 100],
      ],
      expected: 10_000,
    },
    {
      name: 'breaks a tie by the larger area when it comes first',
      dimensions: [
        [5, 5],
        [1, 7],
      ],
      expected: 25,
    },
    {
      name: 'breaks a tie by the larger area when it comes last',
      dimensions: [
        [1, 7],
        [5, 5],
      ],
      expected: 25,
    },
    {
      name: 'prefers a longer diagonal over a larger area',
      dimensions: [
        [10, 1],
        [7, 7],
      ],
      expected: 10,
    },
    {
      name: 'keeps the longest diagonal seen before smaller ones',
      dimensions: [
        [8, 6],
        [9, 3],
        [2, 2],
      ],
      expected: 48,
    },
    {
      name: 'drops an earlier tie once a longer diagonal appears',
      dimensions: [
        [5, 5],
        [1, 7],
        [1, 8],
      ],
      expected: 8,
    },
    {
      name: 'compares diagonals exactly where Math.hypot rounds them apart (1² + 30² = 15² + 26²)',
      dimensions: [
        [1, 30],
        [15, 26],
      ],
      expected: 390,
    },
    {
      name: 'handles duplicate rectangles',
      dimensions: [
        [4, 6],
        [4, 6],
        [6, 4],
      ],
      expected: 24,
    },
  ])('$name', ({dimensions, expected}) => {
    expect(areaOfMaxDiagonal(dimensions)).toBe(expected);
  });

  it('handles the largest input allowed (100 rectangles)', () => {
    const dimensions = Array.from({length: 100}, (_, i) => [i + 1, 100 - i]);
    // 1² + 100² is the longest diagonal, shared by [1, 100] and [100, 1]; both have area 100.
    expect(areaOfMaxDiagonal(dimensions)).toBe(100);
    expect(areaOfMaxDiagonal(Array.from({length: 100}, () => [100, 100]))).toBe(10_000);
  });

  it('agrees with a brute force on random rectangles', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({min: 1, max: 100}), fc.integer({min: 1, max: 100})), {
          minLength: 1,
          maxLength: 100,
        }),
        (dimensions) => {
          expect(areaOfMaxDiagonal(dimensions)).toBe(bruteForce(dimensions));
        },
      ),
    );
  });

  it('agrees with a brute force on small sides, where ties are frequent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({min: 1, max: 8}), fc.integer({min: 1, max: 8})), {minLength: 1, maxLength: 10}),
        (dimensions) => {
          expect(areaOfMaxDiagonal(dimensions)).toBe(bruteForce(dimensions));
        },
      ),
    );
  });
});
