const A = 'a'.charCodeAt(0);

/** Counts the magazine's letters in 26 counters, then spends them on the note: O(m + n) time, O(1) extra space. */
export function canConstruct(ransomNote: string, magazine: string): boolean {
  const available = new Int32Array(26);
  for (const letter of magazine) available[letter.charCodeAt(0) - A]!++;
  for (const letter of ransomNote) {
    if (--available[letter.charCodeAt(0) - A]! < 0) return false;
  }
  return true;
}
