/** Tries every swap of two positions of s1, a position with itself included: O(n^3) time, O(n) extra space. */
export function areAlmostEqual(s1: string, s2: string): boolean {
  // Swapping a position with itself changes nothing, so j = i covers making no swap at all.
  for (let j = 0; j < s1.length; j++) {
    for (let i = 0; i <= j; i++) {
      const chars = [...s1];
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
      if (chars.join('') === s2) return true;
    }
  }
  return false;
}
