import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {topThreeWords as topThreeSelection} from './solution';
import {topThreeWords as fullSort} from './full-sort';
import {cases} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';
import {arrayOf, assertProperty, stringOf} from '@site/src/test-kit/random-inputs';

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

const unit = fc.constantFrom('a', 'b', 'c', 'A', 'B', "'", ' ', ' ', ',', '.', '-', '1', 'é', '\n');

describe.each([
  {file: 'solution.ts (top-three selection)', topThreeWords: topThreeSelection},
  {file: 'full-sort.ts (sort of all the counts)', topThreeWords: fullSort},
])('topThreeWords in $file', ({topThreeWords}) => {
  it.each(cases)('$name', (testCase) => expectToPass(topThreeWords, testCase));

  it('splits a text of 100 000 apostrophes quickly and finds no word', () => {
    expect(topThreeWords("'".repeat(100_000))).toEqual([]);
    expect(topThreeWords(`${"'".repeat(100_000)}z`)).toEqual([`${"'".repeat(100_000)}z`]);
  });

  it('counts a text of 300 000 words', () => {
    const text = Array.from({length: 100_000}, (_, i) => `Alpha beta ${i % 2 === 0 ? 'GAMMA' : 'delta'}`).join(' ');
    expect(topThreeWords(text)).toEqual(['alpha', 'beta', 'gamma']);
  });

  it('agrees with a split-based reference on random texts', () => {
    assertProperty(
      fc.property(stringOf(unit, {maxLength: 60}), (text) => {
        expect(topThreeWords(text)).toEqual(reference(text));
      }),
      {numRuns: 1000},
    );
  });
});

describe('full-sort.ts against solution.ts', () => {
  it('agrees on random texts of many distinct words and ties', () => {
    const word = stringOf(fc.constantFrom(..."abcdeABCDE'"), {minLength: 1, maxLength: 3});
    const separator = fc.constantFrom(' ', ', ', '. ', '-', '1', '\n');
    const text = arrayOf(fc.tuple(word, separator), {maxLength: 80}).map((parts) => parts.flat().join(''));
    assertProperty(
      fc.property(text, (t) => {
        expect(fullSort(t)).toEqual(topThreeSelection(t));
      }),
      {numRuns: 1000},
    );
  });

  it('agrees on random texts of single characters', () => {
    assertProperty(
      fc.property(stringOf(unit, {maxLength: 60}), (text) => {
        expect(fullSort(text)).toEqual(topThreeSelection(text));
      }),
      {numRuns: 1000},
    );
  });
});
