import {describe, expect, it} from 'vitest';
import {difficultyLevel, difficultyTone} from './difficulty';

describe('difficultyLevel: one scale for both platforms', () => {
  it.each([
    ['Easy', 'Easy'],
    ['Medium', 'Medium'],
    ['Hard', 'Hard'],
    ['8 kyu', 'Easy'],
    ['6 kyu', 'Easy'],
    ['5 kyu', 'Medium'],
    ['4 kyu', 'Hard'],
    ['1 kyu', 'Hard'],
  ])('places %s at %s', (difficulty, level) => {
    expect(difficultyLevel(difficulty)).toBe(level);
    expect(difficultyTone(difficulty)).toBe(level.toLowerCase());
  });
});
