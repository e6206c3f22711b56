import clsx from 'clsx';
import styles from './styles.module.css';

export type DifficultyTone = 'easy' | 'medium' | 'hard';

/**
 * One scale for both platforms: LeetCode Easy/Medium/Hard, and Codewars kyu
 * (8–6 kyu easy, 5 kyu medium, 4–1 kyu hard).
 */
export function difficultyTone(difficulty: string): DifficultyTone {
  const kyu = /^(\d) kyu$/.exec(difficulty);
  if (kyu) {
    const level = Number(kyu[1]);
    return level >= 6 ? 'easy' : level === 5 ? 'medium' : 'hard';
  }
  return difficulty === 'Hard' ? 'hard' : difficulty === 'Medium' ? 'medium' : 'easy';
}

type Props = {difficulty: string; className?: string};

/** The difficulty as text on a coloured badge: the colour repeats the text, never replaces it. */
export function DifficultyBadge({difficulty, className}: Props) {
  return (
    <span className={clsx(styles.badge, styles[difficultyTone(difficulty)], className)}>{difficulty}</span>
  );
}

export default DifficultyBadge;
