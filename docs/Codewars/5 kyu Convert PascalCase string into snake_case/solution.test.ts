import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {toUnderscore} from './solution';

describe('toUnderscore', () => {
  it.each([
    {name: 'splits two words', input: 'TestController', expected: 'test_controller'},
    {name: 'splits three words', input: 'MoviesAndBooks', expected: 'movies_and_books'},
    {name: 'keeps a digit inside the word before it', input: 'App7Test', expected: 'app7_test'},
    {name: 'keeps trailing digits in the last word', input: 'Level42', expected: 'level42'},
    {name: 'treats a leading digit as the first word', input: '7Up', expected: '7_up'},
    {name: 'does not put an underscore before the first capital', input: 'Single', expected: 'single'},
    {name: 'lowers a single capital', input: 'A', expected: 'a'},
    {name: 'splits every capital of an acronym', input: 'ABC', expected: 'a_b_c'},
    {name: 'leaves an already lower-case string alone', input: 'plain', expected: 'plain'},
    {name: 'also converts camelCase', input: 'camelCase', expected: 'camel_case'},
    {name: 'returns an empty string for an empty string', input: '', expected: ''},
    {name: 'handles non-ASCII capitals', input: 'ÜberÄrgerÖl', expected: 'über_ärger_öl'},
    {name: 'handles Greek capitals', input: 'ΑλφαΒήτα', expected: 'αλφα_βήτα'},
    {name: 'returns a positive integer as text', input: 1, expected: '1'},
    {name: 'returns zero as text', input: 0, expected: '0'},
    {name: 'returns a negative number as text', input: -12, expected: '-12'},
    {name: 'returns a fraction as text', input: 3.5, expected: '3.5'},
    {name: 'keeps the capitals of NaN', input: Number.NaN, expected: 'NaN'},
    {name: 'keeps the capital of Infinity', input: Number.POSITIVE_INFINITY, expected: 'Infinity'},
    {name: 'keeps an exponent as JavaScript writes it', input: 1e21, expected: '1e+21'},
  ])('$name', ({input, expected}) => {
    expect(toUnderscore(input)).toBe(expected);
  });

  it('converts a name of 10 000 words', () => {
    const words = Array.from({length: 10_000}, (_, i) => `word${i}`);
    const pascal = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
    expect(toUnderscore(pascal)).toBe(words.join('_'));
  });

  it('joins random lower-cased words with underscores', () => {
    const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
    const word = fc
      .tuple(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), fc.string({unit: lower, maxLength: 8}))
      .map(([head, tail]) => head + tail);
    fc.assert(
      fc.property(fc.array(word, {maxLength: 8}), (words) => {
        expect(toUnderscore(words.join(''))).toBe(words.map((w) => w.toLowerCase()).join('_'));
      }),
    );
  });

  it('returns any number as its string form', () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        expect(toUnderscore(n)).toBe(String(n));
      }),
    );
  });
});
