/** Counts the words, then sorts all of them by count: O(n + w log w) time, O(w) extra space for w distinct words. */
export function topThreeWords(text: string): string[] {
  const counts = new Map<string, number>();
  for (const [token] of text.matchAll(/[a-z']+/gi)) {
    if (!/[a-z]/i.test(token)) continue;
    const word = token.toLowerCase();
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  // The sort is stable, so words of equal count stay in the order in which they were first seen.
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([word]) => word);
}
