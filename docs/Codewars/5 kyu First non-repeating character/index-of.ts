/** Checks whether each character's first and last positions coincide, case ignored: O(n^2) time, O(n) extra space. */
export function firstNonRepeatingLetter(s: string): string {
  const chars = [...s];
  // One lower-cased copy, character by character: lower-casing the whole string can change letters or the length.
  const lowered = chars.map((char) => char.toLowerCase());
  const occursOnce = (key: string) => lowered.indexOf(key) === lowered.lastIndexOf(key);
  return chars.find((_, i) => occursOnce(lowered[i]!)) ?? '';
}
