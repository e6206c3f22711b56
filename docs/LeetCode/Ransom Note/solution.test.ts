import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {canConstruct} from './solution';

/** Reference answer: cross out one matching letter of the magazine for every letter of the note. */
function bruteForce(ransomNote: string, magazine: string): boolean {
  const left = [...magazine];
  for (const letter of ransomNote) {
    const index = left.indexOf(letter);
    if (index < 0) return false;
    left.splice(index, 1);
  }
  return true;
}

const letters = (alphabet: string, maxLength: number) =>
  fc.string({unit: fc.constantFrom(...alphabet), minLength: 1, maxLength});

describe('canConstruct', () => {
  it.each([
    {name: 'rejects a letter the magazine lacks', ransomNote: 'a', magazine: 'b', expected: false},
    {
      name: 'rejects a letter needed more often than the magazine has it',
      ransomNote: 'aa',
      magazine: 'ab',
      expected: false,
    },
    {name: 'accepts when the magazine has enough of every letter', ransomNote: 'aa', magazine: 'aab', expected: true},
    {name: 'accepts a single matching letter', ransomNote: 'a', magazine: 'a', expected: true},
    {name: 'accepts a note that uses up the whole magazine', ransomNote: 'abc', magazine: 'cab', expected: true},
    {name: 'ignores the order of letters', ransomNote: 'zyx', magazine: 'xyzxyz', expected: true},
    {name: 'rejects a note longer than the magazine', ransomNote: 'aaa', magazine: 'aa', expected: false},
    {name: 'handles the first and last letters of the alphabet', ransomNote: 'az', magazine: 'za', expected: true},
    {name: 'rejects a missing last letter of the alphabet', ransomNote: 'az', magazine: 'aa', expected: false},
    {name: 'rejects a missing first letter of the alphabet', ransomNote: 'az', magazine: 'zz', expected: false},
    {name: 'counts each letter separately', ransomNote: 'aabb', magazine: 'aaab', expected: false},
    {
      name: 'uses every letter of the alphabet',
      ransomNote: 'thequickbrownfoxjumpsoverthelazydog',
      magazine: 'abcdefghijklmnopqrstuvwxyz'.repeat(4),
      expected: true,
    },
  ])('$name', ({ransomNote, magazine, expected}) => {
    expect(canConstruct(ransomNote, magazine)).toBe(expected);
  });

  // Its speed at this size is measured by npm run bench:solutions.
  it('answers correctly at the largest input allowed (10^5 letters each)', () => {
    expect(canConstruct('a'.repeat(100_000), 'a'.repeat(100_000))).toBe(true);
    expect(canConstruct('a'.repeat(100_000), `${'a'.repeat(99_999)}b`)).toBe(false);
    const farMatches = 'b'.repeat(50_000) + 'a'.repeat(50_000);
    expect(canConstruct('a'.repeat(50_000), farMatches)).toBe(true);
    expect(canConstruct('a'.repeat(50_001), farMatches)).toBe(false);
    expect(canConstruct(`${'a'.repeat(49_999)}c`, farMatches)).toBe(false);
    const mixed = Array.from({length: 100_000}, (_, i) => String.fromCharCode(97 + (i % 26))).join('');
    expect(canConstruct(mixed, [...mixed].reverse().join(''))).toBe(true);
    expect(canConstruct(mixed, `${mixed.slice(0, -1)}a`)).toBe(false);
  });

  it('agrees with a brute force on a small alphabet', () => {
    fc.assert(
      fc.property(letters('abc', 12), letters('abc', 20), (ransomNote, magazine) => {
        expect(canConstruct(ransomNote, magazine)).toBe(bruteForce(ransomNote, magazine));
      }),
    );
  });

  it('agrees with a brute force on the whole alphabet', () => {
    fc.assert(
      fc.property(
        letters('abcdefghijklmnopqrstuvwxyz', 30),
        letters('abcdefghijklmnopqrstuvwxyz', 200),
        (ransomNote, magazine) => {
          expect(canConstruct(ransomNote, magazine)).toBe(bruteForce(ransomNote, magazine));
        },
      ),
    );
  });

  it('accepts a note whenever the magazine holds its letters plus any others, in any order', () => {
    fc.assert(
      fc.property(
        letters('abcdefghijklmnopqrstuvwxyz', 100),
        fc.string({unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), maxLength: 100}),
        (ransomNote, extra) => {
          const magazine = [...(ransomNote + extra)].sort().join('');
          expect(canConstruct(ransomNote, magazine)).toBe(true);
        },
      ),
    );
  });
});
