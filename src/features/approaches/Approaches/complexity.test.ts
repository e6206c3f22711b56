import {describe, expect, it} from 'vitest';
import {exportedJsDoc, parseComplexity} from './complexity';

const file = (doc: string) =>
  `import {x} from './x';\n\n/** Helper: not this one. */\nconst y = 1;\n\n/** ${doc} */\nexport function f(): void {}\n`;

describe('exportedJsDoc', () => {
  it('reads the one-line JSDoc right above the exported function, not an earlier one', () => {
    expect(exportedJsDoc(file('Scans once: O(n) time, O(1) extra space.'))).toBe('Scans once: O(n) time, O(1) extra space.');
  });

  it('finds nothing when the exported function has no JSDoc', () => {
    expect(exportedJsDoc('/** A constant. */\nconst y = 1;\n\nexport function f(): void {}\n')).toBeUndefined();
  });
});

describe('parseComplexity', () => {
  it.each([
    {doc: 'Binary search: O(log n) time, O(1) extra space.', time: 'O(log n)', space: 'O(1)'},
    {doc: 'Splits the seconds: O(1) time and extra space.', time: 'O(1)', space: 'O(1)'},
    {doc: 'Adds them: O(1) time and O(1) extra space.', time: 'O(1)', space: 'O(1)'},
    {doc: 'Counts: O(n) time and O(n) space (the array of characters).', time: 'O(n)', space: 'O(n) (the array of characters)'},
    {doc: 'Lowers the case: O(n) time and space.', time: 'O(n)', space: 'O(n)'},
    {doc: 'The definition: O(φ^n) time, O(n) call stack.', time: 'O(φ^n)', space: 'O(n) call stack'},
    {doc: 'Counts words: O(n) time, O(w) extra space for w distinct words.', time: 'O(n)', space: 'O(w) for w distinct words'},
    {doc: 'Sorts first: O(n log(n)) time, O(n) extra space.', time: 'O(n log(n))', space: 'O(n)'},
    {doc: 'Builds the line: O(L) time for the L characters shown, O(1) extra space.', time: 'O(L)', space: 'O(1)'},
  ])('reads $time time and $space space from "$doc"', ({doc, time, space}) => {
    expect(parseComplexity(file(doc))).toEqual({time, space});
  });

  it.each([
    {doc: 'Tries every swap: O(n^3).', why: 'no time or space named'},
    {doc: 'Counts in one pass.', why: 'no bound'},
    {doc: 'Scans: O(n) time, 1 extra variable.', why: 'no bound for the space'},
  ])('refuses a JSDoc with $why', ({doc}) => {
    expect(parseComplexity(file(doc))).toBeUndefined();
  });
});
