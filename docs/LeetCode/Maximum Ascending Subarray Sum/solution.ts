/** One pass summing the current strictly ascending run: O(n) time, O(1) extra space. */
export function maxAscendingSum(nums: number[]): number {
  let best = 0;
  let run = 0;
  let previous = 0; // every value is at least 1, so the first one always extends this empty run
  for (const value of nums) {
    run = value > previous ? run + value : value;
    best = Math.max(best, run);
    previous = value;
  }
  return best;
}
