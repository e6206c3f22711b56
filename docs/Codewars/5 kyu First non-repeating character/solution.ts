/** Counts characters ignoring case, then finds the first seen once: O(n) time and extra space. */
export function firstNonRepeatingLetter(s: string): string {
  const chars = [...s];
  const counts = new Map<string, number>();
  for (const char of chars) {
    const key = char.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return chars.find((char) => counts.get(char.toLowerCase()) === 1) ?? '';
}
