/** Scans the characters once, writing an underscore before every capital but the first: O(n) time and extra space. */
export function toUnderscore(input: string | number): string {
  if (typeof input === 'number') return String(input);
  const parts: string[] = [];
  // for...of walks code points, so a character outside the BMP is one step, as in the regex with the u flag.
  for (const char of input) {
    const lower = char.toLowerCase();
    // A capital is a character that lower-casing changes; only the first character written gets no underscore.
    if (lower !== char && parts.length > 0) parts.push('_');
    parts.push(lower);
  }
  return parts.join('');
}
