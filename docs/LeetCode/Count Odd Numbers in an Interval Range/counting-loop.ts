/** Tests every number of the range for oddness: O(w) time, O(1) extra space. */
export function countOdds(low: number, high: number): number {
  let count = 0;
  for (let value = low; value <= high; value++) if (value % 2 === 1) count++;
  return count;
}
