import {describe, expect, it} from 'vitest';
import {DIFFICULTY_ORDER, difficultyLevel, difficultyRank, folderKyu, kyuLabel, parseKyu} from '.';

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
  });
});

describe('kyu parsing', () => {
  it.each([
    ['6 kyu', 6],
    ['1 kyu', 1],
    ['8 kyu', 8],
    ['9 kyu', undefined],
    ['0 kyu', undefined],
    ['6 kyu ', undefined],
    ['6kyu', undefined],
    ['Easy', undefined],
  ])('reads the level of %j as %j', (difficulty, level) => {
    expect(parseKyu(difficulty)).toBe(level);
  });

  it.each([
    ['6 kyu Who likes it', 6],
    ['8 kyu Even or Odd', 8],
    ['6 kyu', undefined],
    ['6 kyu  Two spaces', undefined],
    ['Who likes it', undefined],
    ['9 kyu Who likes it', undefined],
  ])('reads the level of the folder %j as %j', (folder, level) => {
    expect(folderKyu(folder)).toBe(level);
  });

  it('writes back what it reads', () => {
    for (const level of [1, 2, 3, 4, 5, 6, 7, 8]) expect(parseKyu(kyuLabel(level))).toBe(level);
  });
});

describe('difficultyRank: easiest first', () => {
  it('orders LeetCode before Codewars, and 8 kyu before 1 kyu', () => {
    const shuffled = ['1 kyu', 'Hard', '8 kyu', 'Easy', '5 kyu', 'Medium'];
    expect([...shuffled].sort((a, b) => difficultyRank(a) - difficultyRank(b))).toEqual([
      'Easy',
      'Medium',
      'Hard',
      '8 kyu',
      '5 kyu',
      '1 kyu',
    ]);
  });

  it('puts an unknown difficulty after every known one', () => {
    expect(difficultyRank('Unrated')).toBeGreaterThan(difficultyRank('1 kyu'));
    expect(DIFFICULTY_ORDER).toHaveLength(11);
  });
});
