/** Finds the positions where the strings differ, stopping at a third: O(n) time, O(1) extra space. */
export function areAlmostEqual(s1: string, s2: string): boolean {
  let first: number | undefined;
  let second: number | undefined;
  for (let i = 0; i < s1.length; i++) {
    if (s1[i] === s2[i]) continue;
    if (first === undefined) first = i;
    else if (second === undefined) second = i;
    else return false;
  }
  if (first === undefined) return true;
  if (second === undefined) return false;
  return s1[first] === s2[second] && s1[second] === s2[first];
}
