/**
 * The problem index's filters as pure functions: the query string they live
 * in, matching, and the counts shown next to each choice.
 *
 * Semantics: a problem is shown when it is on one of the chosen platforms (any
 * when none is chosen), at one of the chosen difficulties (likewise), carries
 * every chosen topic, and its number and title contain every word of the text.
 */
import {DIFFICULTY_LEVELS, difficultyLevel, type DifficultyLevel} from '../../../platforms';
import type {Problem} from '../types';

export type FilterState = {
  platforms: string[];
  difficulties: DifficultyLevel[];
  topics: string[];
  /** The text box as typed; matching ignores case and surrounding spaces. */
  q: string;
};

/**
 * Rows the index renders at a time; "Show more" adds as many. Few enough that
 * re-rendering them after a filter change stays cheap on a phone.
 */
export const PAGE_SIZE = 25;

export const EMPTY_FILTER: FilterState = {
  platforms: [],
  difficulties: [],
  topics: [],
  q: '',
};

/** The choices each facet offers, in display order. */
export type Facets = {
  platforms: readonly string[];
  difficulties: readonly DifficultyLevel[];
  topics: readonly string[];
};

export type ListFacet = 'platforms' | 'difficulties' | 'topics';

/** The query-string parameter of each filter: `?platform=LeetCode&difficulty=Easy&topic=Array&topic=String&q=binary`. */
export const QUERY_PARAMS = {
  platforms: 'platform',
  difficulties: 'difficulty',
  topics: 'topic',
  q: 'q',
} as const;
const LIST_FACETS: readonly ListFacet[] = ['platforms', 'difficulties', 'topics'];
const OWN_PARAMS = new Set<string>(Object.values(QUERY_PARAMS));

export function facetsFor(data: {platforms: readonly string[]; topics: readonly string[]}): Facets {
  return {
    platforms: data.platforms,
    difficulties: DIFFICULTY_LEVELS,
    topics: data.topics,
  };
}

/** The given values that are choices of the facet, spelt as the facet spells them, once each, in the facet's order. */
function canonical<T extends string>(values: readonly string[], choices: readonly T[]): T[] {
  const wanted = new Set(values.map((value) => value.trim().toLowerCase()));
  return choices.filter((choice) => wanted.has(choice.toLowerCase()));
}

/** Reads the filters from a query string; unknown values and parameters are ignored, case does not matter. */
export function parseQuery(search: string, facets: Facets): FilterState {
  const params = new URLSearchParams(search);
  return {
    platforms: canonical(params.getAll(QUERY_PARAMS.platforms), facets.platforms),
    difficulties: canonical(params.getAll(QUERY_PARAMS.difficulties), facets.difficulties),
    topics: canonical(params.getAll(QUERY_PARAMS.topics), facets.topics),
    q: params.get(QUERY_PARAMS.q) ?? '',
  };
}

/**
 * Writes the filters as a query string ('' when none is set), keeping the
 * parameters of `current` that are not filters (e.g. a campaign tag).
 */
export function serializeQuery(state: FilterState, current = ''): string {
  const params = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(current)) {
    if (!OWN_PARAMS.has(key)) params.append(key, value);
  }
  for (const facet of LIST_FACETS) {
    for (const value of state[facet]) params.append(QUERY_PARAMS[facet], value);
  }
  if (state.q.trim()) params.set(QUERY_PARAMS.q, state.q);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Adds or removes one choice of a facet, keeping the facet's order. */
export function toggleChoice(state: FilterState, facet: ListFacet, value: string, facets: Facets): FilterState {
  const current: readonly string[] = state[facet];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return {...state, [facet]: canonical(next, facets[facet])};
}

/** The words of the text box, lower-case, without a leading `#` (so `#704` finds problem 704). */
export function queryWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^#/, ''))
    .filter(Boolean);
}

/** What the text box searches: the number (where there is one) and the title. */
export function searchText(problem: Pick<Problem, 'number' | 'title'>): string {
  return `${problem.number ?? ''} ${problem.title}`.toLowerCase();
}

/** A problem, with what filtering needs precomputed once. */
export type IndexedProblem = {
  problem: Problem;
  platform: number;
  difficulty: number;
  topics: number[];
  text: string;
};

export type ProblemSearchIndex = {facets: Facets; rows: IndexedProblem[]};

export function buildSearchIndex(problems: readonly Problem[], facets: Facets): ProblemSearchIndex {
  const position = (choices: readonly string[]) => new Map(choices.map((choice, index) => [choice, index]));
  const platforms = position(facets.platforms);
  const difficulties = position(facets.difficulties);
  const topics = position(facets.topics);
  return {
    facets,
    rows: problems.map((problem) => ({
      problem,
      platform: platforms.get(problem.platform) ?? -1,
      difficulty: difficulties.get(difficultyLevel(problem.difficulty)) ?? -1,
      topics: problem.topics.flatMap((topic) => (topics.has(topic) ? [topics.get(topic)!] : [])),
      text: searchText(problem),
    })),
  };
}

export type FilterResult = {
  /** The problems shown, in index order. */
  matches: Problem[];
  total: number;
  /**
   * How many problems each choice would show. Platforms and difficulties: with
   * the other filters applied and this facet set to that one choice. Topics:
   * with every filter applied and that topic added.
   */
  counts: Record<ListFacet, number[]>;
};

/** Filters the index and counts every choice, in one pass over the problems. */
export function filterProblems(index: ProblemSearchIndex, state: FilterState): FilterResult {
  const {facets, rows} = index;
  const chosen = (values: readonly string[], choices: readonly string[]) =>
    values.length === 0 ? null : choices.map((choice) => values.includes(choice));
  const platforms = chosen(state.platforms, facets.platforms);
  const difficulties = chosen(state.difficulties, facets.difficulties);
  const topics = state.topics.map((topic) => facets.topics.indexOf(topic));
  const words = queryWords(state.q);
  const counts: Record<ListFacet, number[]> = {
    platforms: facets.platforms.map(() => 0),
    difficulties: facets.difficulties.map(() => 0),
    topics: facets.topics.map(() => 0),
  };
  const matches: Problem[] = [];
  for (const row of rows) {
    if (!topics.every((topic) => row.topics.includes(topic))) continue;
    if (!words.every((word) => row.text.includes(word))) continue;
    const onPlatform = !platforms || platforms[row.platform] === true;
    const atDifficulty = !difficulties || difficulties[row.difficulty] === true;
    if (atDifficulty && row.platform >= 0) counts.platforms[row.platform]!++;
    if (onPlatform && row.difficulty >= 0) counts.difficulties[row.difficulty]!++;
    if (onPlatform && atDifficulty) {
      matches.push(row.problem);
      for (const topic of row.topics) counts.topics[topic]!++;
    }
  }
  return {matches, total: rows.length, counts};
}

/** How many rows the index lists: the first page, grown by "Show more", for the filter it was grown for. */
export type Paging = {state: FilterState; limit: number};

/** The first page, for a filter just chosen. */
export function firstPage(state: FilterState): Paging {
  return {state, limit: PAGE_SIZE};
}

/** The rows asked for: the paging's limit while its filter is shown, else (the filter has changed) the first page. */
export function rowLimit(paging: Paging, state: FilterState): number {
  return paging.state === state ? paging.limit : PAGE_SIZE;
}

/** "Show more" pressed with `limit` rows asked for: PAGE_SIZE more rows of the same filter. */
export function showMore(state: FilterState, limit: number): Paging {
  return {state, limit: limit + PAGE_SIZE};
}

/** What the table shows of `matching` rows with `limit` asked for: the rows listed, and how many "Show more" adds (0: no button). */
export function pageOf(matching: number, limit: number): {listed: number; more: number} {
  const listed = Math.min(matching, limit);
  return {listed, more: Math.min(PAGE_SIZE, matching - listed)};
}

/** The sentence announced when the results change, e.g. "Showing 3 of 21 write-ups". */
export function resultsSummary(shown: number, total: number): string {
  return `Showing ${shown} of ${total} ${total === 1 ? 'write-up' : 'write-ups'}`;
}
