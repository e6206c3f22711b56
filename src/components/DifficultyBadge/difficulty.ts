/** The one difficulty scale shared by both platforms, easiest first. */
export const DIFFICULTY_LEVELS = ['Easy', 'Medium', 'Hard'] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];
export type DifficultyTone = 'easy' | 'medium' | 'hard';

/**
 * Places a platform's difficulty on the shared scale: LeetCode Easy/Medium/Hard
 * as they are, Codewars 8–6 kyu Easy, 5 kyu Medium, 4–1 kyu Hard.
 */
export function difficultyLevel(difficulty: string): DifficultyLevel {
  const kyu = /^(\d) kyu$/.exec(difficulty);
  if (kyu) {
    const level = Number(kyu[1]);
    return level >= 6 ? 'Easy' : level === 5 ? 'Medium' : 'Hard';
  }
  return difficulty === 'Hard' ? 'Hard' : difficulty === 'Medium' ? 'Medium' : 'Easy';
}

/** The badge colour of a difficulty (see difficultyLevel). */
export function difficultyTone(difficulty: string): DifficultyTone {
  return difficultyLevel(difficulty).toLowerCase() as DifficultyTone;
}
