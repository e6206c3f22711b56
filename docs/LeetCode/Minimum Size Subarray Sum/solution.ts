/** Sliding window over positive values, each index entering once and leaving at most once: O(n) time, O(1) extra space. */
export function minSubArrayLen(target: number, nums: number[]): number {
  let best = Infinity;
  let sum = 0;
  let left = 0;
  for (const [right, value] of nums.entries()) {
    sum += value;
    while (sum >= target) {
      best = Math.min(best, right - left + 1);
      sum -= nums[left++]!;
    }
  }
  return best === Infinity ? 0 : best;
}
