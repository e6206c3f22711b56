import {describe, expect, it} from 'vitest';
import {difficultyTone} from './difficulty';

describe('difficultyTone: the badge colour of each difficulty', () => {
  it.each([
    ['Easy', 'easy'],
    ['Medium', 'medium'],
    ['Hard', 'hard'],
    ['8 kyu', 'easy'],
    ['5 kyu', 'medium'],
    ['1 kyu', 'hard'],
  ])('colours %s as %s', (difficulty, tone) => {
    expect(difficultyTone(difficulty)).toBe(tone);
  });
});
