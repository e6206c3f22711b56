import type {Platform} from '../../platforms';

/** One row of the problem index on the home page. */
export type Problem = {
  title: string;
  permalink: string;
  platform: Platform;
  /** As in the front matter: `Easy`/`Medium`/`Hard` on LeetCode, `N kyu` on Codewars. */
  difficulty: string;
  /** LeetCode's problem number; absent on Codewars. */
  number?: number;
  topics: string[];
};

/**
 * One problem in the compact form shipped to the browser:
 * `[title, platform index, difficulty index, number (0 when none), topic indices]`,
 * plus the permalink only when it is not `${base}${platform}/${title}/`.
 */
export type CompactProblem =
  | [title: string, platform: number, difficulty: number, number: number, topics: number[]]
  | [title: string, platform: number, difficulty: number, number: number, topics: number[], permalink: string];

/**
 * The `problems` module of the home route: every write-up, with the strings
 * that repeat (platforms, difficulties, topics, the permalink prefix) stored
 * once and referred to by index, so that 2,000 write-ups stay small.
 */
export type ProblemIndexData = {
  /** The site's base URL; a permalink is `${base}${platform}/${title}/` unless the row says otherwise. */
  base: string;
  platforms: string[];
  difficulties: string[];
  topics: string[];
  problems: CompactProblem[];
};
