/**
 * The compact form of the problem index (see ProblemIndexData), shared by the
 * plugin, which encodes it at build time, and the home page, which decodes it.
 * No Node.js imports: this file is bundled for the browser.
 */
import type {CompactProblem, Problem, ProblemIndexData} from './types';

function indexer(values: string[]): (value: string) => number {
  const positions = new Map(values.map((value, index) => [value, index]));
  return (value) => positions.get(value)!;
}

function defaultPermalink(base: string, platform: string, title: string): string {
  return `${base}${platform}/${title}/`;
}

/**
 * Packs problems (already in display order) into the compact module data.
 * Platforms, difficulties and topics are listed in `order` where given, then
 * in order of first appearance; only values that some problem uses are listed.
 */
export function encodeProblems(
  problems: readonly Problem[],
  base: string,
  order: {platforms?: readonly string[]; difficulties?: readonly string[]; topics?: readonly string[]} = {},
): ProblemIndexData {
  const used = (values: Iterable<string>, preferred: readonly string[] = []) => {
    const present = new Set(values);
    return [...new Set([...preferred.filter((value) => present.has(value)), ...present])];
  };
  const platforms = used(
    problems.map((p) => p.platform),
    order.platforms,
  );
  const difficulties = used(
    problems.map((p) => p.difficulty),
    order.difficulties,
  );
  const topics = used(
    problems.flatMap((p) => p.topics),
    order.topics,
  );
  const [platformIndex, difficultyIndex, topicIndex] = [platforms, difficulties, topics].map(indexer) as [
    (value: string) => number,
    (value: string) => number,
    (value: string) => number,
  ];
  return {
    base,
    platforms,
    difficulties,
    topics,
    problems: problems.map((problem): CompactProblem => {
      const row: CompactProblem = [
        problem.title,
        platformIndex(problem.platform),
        difficultyIndex(problem.difficulty),
        problem.number ?? 0,
        problem.topics.map(topicIndex),
      ];
      return problem.permalink === defaultPermalink(base, problem.platform, problem.title) ? row : [...row, problem.permalink];
    }),
  };
}

/** Unpacks the compact module data into problems, in the same order. */
export function decodeProblems(data: ProblemIndexData): Problem[] {
  return data.problems.map(([title, platform, difficulty, number, topics, permalink]) => {
    const platformName = data.platforms[platform]!;
    return {
      title,
      permalink: permalink ?? defaultPermalink(data.base, platformName, title),
      platform: platformName as Problem['platform'],
      difficulty: data.difficulties[difficulty]!,
      ...(number > 0 && {number}),
      topics: topics.map((topic) => data.topics[topic]!),
    };
  });
}
