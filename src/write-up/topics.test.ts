import {describe, expect, it} from 'vitest';
import {closestTopic} from './topics';

describe('closestTopic', () => {
  it.each([
    {typo: 'Hash Tabel', expected: 'Hash Table'},
    {typo: 'array', expected: 'Array'},
    {typo: 'Sliding Windows', expected: 'Sliding Window'},
    {typo: 'Two Pointer', expected: 'Two Pointers'},
    {typo: 'Astrophysics', expected: undefined},
  ])('suggests $expected for "$typo"', ({typo, expected}) => {
    expect(closestTopic(typo)).toBe(expected);
  });
});
