/** Counts the words in one pass, then keeps the top three in one more: O(n) time, O(w) extra space for w distinct words. */
export function topThreeWords(text: string): string[] {
  const counts = new Map<string, number>();
  // matchAll hands over one match at a time, so no array of all the tokens is ever built.
  for (const [token] of text.matchAll(/[a-z']+/gi)) {
    if (!/[a-z]/i.test(token)) continue;
    const word = token.toLowerCase();
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const top: [word: string, count: number][] = [];
  for (const entry of counts) {
    top.push(entry);
    let i = top.length - 1;
    while (i > 0 && top[i - 1]![1] < entry[1]) {
      top[i] = top[i - 1]!;
      i--;
    }
    top[i] = entry;
    if (top.length > 3) top.pop();
  }
  return top.map(([word]) => word);
}
