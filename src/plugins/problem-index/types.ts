import type {Platform} from '../write-up-front-matter';

/** One row of the problem index on the home page. */
export type Problem = {
  title: string;
  permalink: string;
  platform: Platform;
  difficulty: string;
  number?: number;
  topics: string[];
};
