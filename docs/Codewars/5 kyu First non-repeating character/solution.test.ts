import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {firstNonRepeatingLetter} from './solution';
import {cases} from './cases';

/** Reference: for each character, look at every other one. Quadratic, but obviously right. */
function bruteForce(s: string): string {
  const chars = [...s];
  const unique = chars.find((char, i) => !chars.some((other, j) => j !== i && other.toLowerCase() === char.toLowerCase()));
  return unique ?? '';
}

describe('firstNonRepeatingLetter', () => {
  it.each(cases)('$name', ({input: {s}, expected}) => {
    expect(firstNonRepeatingLetter(s)).toBe(expected);
  });

  it('finds the single unique character at the end of 200 000 characters', () => {
    const s = `${'abcdefghij'.repeat(10_000)}${'ABCDEFGHIJ'.repeat(10_000)}Z`;
    expect(firstNonRepeatingLetter(s)).toBe('Z');
    expect(firstNonRepeatingLetter(s.slice(0, -1))).toBe('');
  });

  it('agrees with a quadratic scan on random strings', () => {
    const unit = fc.constantFrom('a', 'b', 'c', 'd', 'A', 'B', 'C', ' ', '!', 'é', 'É', '😀');
    fc.assert(
      fc.property(fc.string({unit, maxLength: 20}), (s) => {
        expect(firstNonRepeatingLetter(s)).toBe(bruteForce(s));
      }),
      {numRuns: 1000},
    );
  });
});
