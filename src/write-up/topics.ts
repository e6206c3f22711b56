import {editDistance} from './edit-distance';

/** Topic tags a write-up may carry. Add a tag here before using it in front matter. */
export const TOPICS = [
  'Array',
  'Binary Search',
  'Bit Manipulation',
  'Counting',
  'Dynamic Programming',
  'Greedy',
  'Hash Table',
  'Math',
  'Memoization',
  'Prefix Sum',
  'Recursion',
  'Regular Expression',
  'Simulation',
  'Sliding Window',
  'Sorting',
  'String',
  'Two Pointers',
] as const;

export type Topic = (typeof TOPICS)[number];

/** The known topic closest to a misspelt one, if any is near enough to be a typo. */
export function closestTopic(value: string): Topic | undefined {
  const lower = value.toLowerCase();
  let best: {topic: Topic; distance: number} | undefined;
  for (const topic of TOPICS) {
    const distance = editDistance(lower, topic.toLowerCase());
    if (!best || distance < best.distance) best = {topic, distance};
  }
  return best && best.distance <= Math.max(2, Math.floor(value.length / 3)) ? best.topic : undefined;
}
