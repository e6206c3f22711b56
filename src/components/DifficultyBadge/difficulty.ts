import {difficultyLevel} from '../../platforms';

export type DifficultyTone = 'easy' | 'medium' | 'hard';

/** The badge colour of a difficulty: its level on the shared scale (see difficultyLevel). */
export function difficultyTone(difficulty: string): DifficultyTone {
  return difficultyLevel(difficulty).toLowerCase() as DifficultyTone;
}
