/**
 * The platforms and their difficulties: the one model that the front-matter
 * checks, the sidebar groups, the index, the search, the badges, the scripts
 * and the tests import.
 */

/** The platforms, in the order the site lists them; each is a folder under docs/. */
export const PLATFORMS = ['Codewars', 'LeetCode'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** LeetCode's difficulties, easiest first, as its front matter states them. */
export const LEETCODE_DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type LeetCodeDifficulty = (typeof LEETCODE_DIFFICULTIES)[number];

/** Codewars' levels, easiest (8 kyu) first. */
export const KYU_LEVELS = [8, 7, 6, 5, 4, 3, 2, 1] as const;

/** A Codewars difficulty as the site writes it: "6 kyu". */
export function kyuLabel(level: number): string {
  return `${level} kyu`;
}

/** The level of a Codewars difficulty ("6 kyu" → 6), or undefined for anything else. */
export function parseKyu(difficulty: string): number | undefined {
  const match = /^([1-8]) kyu$/.exec(difficulty);
  return match ? Number(match[1]) : undefined;
}

/** A Codewars write-up's folder starts with its level: "6 kyu Who likes it". */
export const CODEWARS_FOLDER = /^([1-8]) kyu \S.*$/;

/** The level in a Codewars folder name ("6 kyu Who likes it" → 6), or undefined. */
export function folderKyu(folder: string): number | undefined {
  const match = CODEWARS_FOLDER.exec(folder);
  return match ? Number(match[1]) : undefined;
}

/** Every difficulty, easiest first: LeetCode's, then Codewars' from 8 kyu to 1 kyu. */
export const DIFFICULTY_ORDER: readonly string[] = [...LEETCODE_DIFFICULTIES, ...KYU_LEVELS.map(kyuLabel)];

/** A difficulty's place in DIFFICULTY_ORDER; anything else comes after all of them. */
export function difficultyRank(difficulty: string): number {
  const rank = DIFFICULTY_ORDER.indexOf(difficulty);
  return rank >= 0 ? rank : Number.POSITIVE_INFINITY;
}

/** The one difficulty scale shared by both platforms, easiest first: LeetCode's. */
export const DIFFICULTY_LEVELS = LEETCODE_DIFFICULTIES;
export type DifficultyLevel = LeetCodeDifficulty;

/**
 * Places a platform's difficulty on the shared scale: LeetCode Easy/Medium/Hard
 * as they are, Codewars 8–6 kyu Easy, 5 kyu Medium, 4–1 kyu Hard.
 */
export function difficultyLevel(difficulty: string): DifficultyLevel {
  const kyu = parseKyu(difficulty);
  if (kyu !== undefined) return kyu >= 6 ? 'Easy' : kyu === 5 ? 'Medium' : 'Hard';
  return difficulty === 'Hard' ? 'Hard' : difficulty === 'Medium' ? 'Medium' : 'Easy';
}
