import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {topThreeWords} from './solution';
import {cases} from './cases';

/** Reference: split on anything that is not an ASCII letter or apostrophe, count, stable-sort, take three. */
function reference(text: string): string[] {
  const counts = new Map<string, number>();
  for (const token of text.split(/[^A-Za-z']/)) {
    if (token.replaceAll("'", '') === '') continue;
    const word = token.toLowerCase();
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([word]) => word);
}

describe('topThreeWords', () => {
  it.each(cases)('$name', ({input: {text}, expected}) => {
    expect(topThreeWords(text)).toEqual(expected);
  });

  it('splits a text of 100 000 apostrophes quickly and finds no word', () => {
    expect(topThreeWords("'".repeat(100_000))).toEqual([]);
    expect(topThreeWords(`${"'".repeat(100_000)}z`)).toEqual([`${"'".repeat(100_000)}z`]);
  });

  it('counts a text of 300 000 words', () => {
    const text = Array.from({length: 100_000}, (_, i) => `Alpha beta ${i % 2 === 0 ? 'GAMMA' : 'delta'}`).join(' ');
    expect(topThreeWords(text)).toEqual(['alpha', 'beta', 'gamma']);
  });

  it('agrees with a sort-based reference on random texts', () => {
    const unit = fc.constantFrom('a', 'b', 'c', 'A', 'B', "'", ' ', ' ', ',', '.', '-', '1', 'é', '\n');
    fc.assert(
      fc.property(fc.string({unit, maxLength: 60}), (text) => {
        expect(topThreeWords(text)).toEqual(reference(text));
      }),
      {numRuns: 1000},
    );
  });
});
