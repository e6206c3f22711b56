import {describe, expect, it} from 'vitest';
import {sourceHash} from './source-hash';

describe('sourceHash', () => {
  it.each([
    {name: 'the empty text', text: '', expected: '811c9dc5'},
    {name: 'one letter', text: 'a', expected: 'e40c292c'},
    {name: 'a word', text: 'foobar', expected: 'bf9cf968'},
  ])('gives the published FNV-1a 32-bit value of $name', ({text, expected}) => {
    expect(sourceHash(text)).toBe(expected);
  });

  it('always writes eight hex digits', () => {
    for (const text of ['', 'x', 'low <= high', '解題']) expect(sourceHash(text)).toMatch(/^[0-9a-f]{8}$/);
  });

  it('changes when one character of a solution changes', () => {
    expect(sourceHash('while (low <= high) {')).not.toBe(sourceHash('while (low < high) {'));
  });
});
