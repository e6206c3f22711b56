/** Extends every start while the values keep rising, summing each piece: O(n^2) time, O(1) extra space. */
export function maxAscendingSum(nums: number[]): number {
  let best = 0;
  for (const start of nums.keys()) {
    let sum = 0;
    for (let end = start; end < nums.length; end++) {
      // Once a value is not above the one before it, no longer piece from this start is ascending.
      if (end > start && nums[end]! <= nums[end - 1]!) break;
      sum += nums[end]!;
      best = Math.max(best, sum);
    }
  }
  return best;
}
