import clsx from 'clsx';
import {difficultyTone} from './difficulty';
import styles from './styles.module.css';

export {difficultyTone, type DifficultyTone} from './difficulty';

type Props = {difficulty: string; className?: string};

/** The difficulty as text on a coloured badge: the colour repeats the text, never replaces it. */
export function DifficultyBadge({difficulty, className}: Props) {
  return <span className={clsx(styles.badge, styles[difficultyTone(difficulty)], className)}>{difficulty}</span>;
}

export default DifficultyBadge;
