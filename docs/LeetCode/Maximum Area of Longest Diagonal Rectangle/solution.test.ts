import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {areaOfMaxDiagonal} from './solution';
import {cases, testNumbers} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';
import {arrayOf, assertProperty} from '@site/src/test-kit/random-inputs';

/** Reference answer: the longest diagonal first, then the largest area among the rectangles that have it. */
function bruteForce(dimensions: [number, number][]): number {
  const longest = Math.max(...dimensions.map(([l, w]) => l * l + w * w));
  const areas = dimensions.filter(([l, w]) => l * l + w * w === longest).map(([l, w]) => l * w);
  return Math.max(...areas);
}

describe('areaOfMaxDiagonal', () => {
  it.each(cases)('$name', (testCase) => expectToPass(areaOfMaxDiagonal, testCase));

  it('handles the largest input allowed (100 rectangles)', () => {
    const dimensions = Array.from({length: testNumbers.largestLength}, (_, i) => [i + 1, 100 - i]);
    // 1² + 100² is the longest diagonal, shared by [1, 100] and [100, 1]; both have area 100.
    expect(areaOfMaxDiagonal(dimensions)).toBe(100);
    expect(areaOfMaxDiagonal(Array.from({length: testNumbers.largestLength}, () => [100, 100]))).toBe(10_000);
  });

  it('agrees with a brute force on random rectangles', () => {
    assertProperty(
      fc.property(
        arrayOf(fc.tuple(fc.integer({min: 1, max: 100}), fc.integer({min: 1, max: 100})), {
          minLength: 1,
          maxLength: testNumbers.largestLength,
        }),
        (dimensions) => {
          expect(areaOfMaxDiagonal(dimensions)).toBe(bruteForce(dimensions));
        },
      ),
    );
  });

  it('agrees with a brute force on small sides, where ties are frequent', () => {
    assertProperty(
      fc.property(
        arrayOf(fc.tuple(fc.integer({min: 1, max: testNumbers.smallSideMax}), fc.integer({min: 1, max: testNumbers.smallSideMax})), {
          minLength: 1,
          maxLength: 10,
        }),
        (dimensions) => {
          expect(areaOfMaxDiagonal(dimensions)).toBe(bruteForce(dimensions));
        },
      ),
    );
  });
});
