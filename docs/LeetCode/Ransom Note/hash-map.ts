/** Counts the magazine's letters in a Map, then spends them on the note: O(m + n) time, O(k) extra space. */
export function canConstruct(ransomNote: string, magazine: string): boolean {
  const available = new Map<string, number>();
  for (const letter of magazine) available.set(letter, (available.get(letter) ?? 0) + 1);
  for (const letter of ransomNote) {
    // A letter the magazine never had has no entry: it counts as 0 left.
    const left = available.get(letter) ?? 0;
    if (left === 0) return false;
    available.set(letter, left - 1);
  }
  return true;
}
