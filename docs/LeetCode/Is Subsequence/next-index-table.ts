/** Letters a to z: a letter's column in the table is its distance from a. */
const SIGMA = 26;
const CODE_OF_A = 'a'.charCodeAt(0);

/** Builds t's next-index table, then makes one jump per character of s: O(σ|t| + |s|) time, O(σ|t|) extra space. */
export function isSubsequence(s: string, t: string): boolean {
  const next = nextIndexTable(t);
  let position = 0; // the first index of t still free for the rest of s
  for (const char of s) {
    const found = next[position * SIGMA + char.charCodeAt(0) - CODE_OF_A]!;
    if (found === t.length) return false;
    position = found + 1;
  }
  return true;
}

/**
 * Row i, column c holds the first index j >= i where t has letter c, or t.length when there is none. The rows sit
 * one after another in a flat array. Row t.length finds nothing; every row above it is a copy of the row below,
 * with its own letter pointing at itself.
 */
function nextIndexTable(t: string): Int32Array {
  const next = new Int32Array((t.length + 1) * SIGMA).fill(t.length);
  for (let i = t.length - 1; i >= 0; i--) {
    next.copyWithin(i * SIGMA, (i + 1) * SIGMA, (i + 2) * SIGMA);
    next[i * SIGMA + t.charCodeAt(i) - CODE_OF_A] = i;
  }
  return next;
}
