/** Greedy two pointers, matching each character of s at its earliest place in t: O(|t|) time, O(1) extra space. */
export function isSubsequence(s: string, t: string): boolean {
  let matched = 0;
  for (const char of t) {
    if (char === s[matched]) matched++;
  }
  return matched === s.length;
}
