import {describe, expect, it} from 'vitest';
import {formulaValue, statedNumbers, testedCasesNote} from './stated-numbers';

describe('formulaValue', () => {
  it.each([
    {tex: '1000', expected: 1000},
    {tex: '100\\,000', expected: 100_000},
    {tex: '10^5', expected: 100_000},
    {tex: '10^{10}', expected: 1e10},
    {tex: '2^{53} - 1', expected: Number.MAX_SAFE_INTEGER},
    {tex: '201 \\times 201', expected: 40_401},
    {tex: '10^9 - 1', expected: 999_999_999},
    {tex: '-100', expected: -100},
    {tex: ' 100', expected: 100},
  ])('reads $tex as $expected', ({tex, expected}) => {
    expect(formulaValue(tex)).toBe(expected);
  });

  it.each(['n', '|s| ', '\\lfloor \\log_2 n \\rfloor + 1', 'O(n)', '\\mathit{nums}', ''])('finds no number in the formula %s', (tex) => {
    expect(formulaValue(tex)).toBeUndefined();
  });
});

describe('statedNumbers', () => {
  it('reads each formula, each side of an equation without a variable, and numerals in plain text', () => {
    const note = 'on $1000$ random texts, $|s| = 100$ and $|t| = 10^4$, $201 \\times 201 = 40\\,401$ pairs, up to 12 letters';
    expect(statedNumbers(note).map(({value}) => value)).toEqual([1000, 100, 10_000, 40_401, 40_401, 12]);
  });

  it('skips code and formulas with a variable', () => {
    expect(statedNumbers('`Math.hypot(1, 30)` and at most $\\lfloor \\log_2 n \\rfloor + 1$ reads')).toEqual([]);
  });

  it('skips a numeral that is part of a name, such as UTF-16 or 32-bit', () => {
    expect(statedNumbers('two UTF-16 code units, a 32-bit integer, 7 more')).toEqual([{written: '7', value: 7}]);
  });
});

describe('testedCasesNote', () => {
  it("gives the element's text between its tags", () => {
    expect(testedCasesNote('# Tested\n\n<TestedCases cases={cases}>\n  On $1000$ texts.\n</TestedCases>\n')).toBe('On $1000$ texts.');
  });

  it('is undefined for a page without a note', () => {
    expect(testedCasesNote('<TestedCases cases={cases} />')).toBeUndefined();
  });
});
