/** Prefix sums, then a binary search for the shortest end from each start: O(n log n) time, O(n) extra space. */
export function minSubArrayLen(target: number, nums: number[]): number {
  const n = nums.length;
  // prefix[i] is the sum of the first i values; it strictly increases because every value is positive.
  const prefix = [0];
  for (const value of nums) prefix.push(prefix[prefix.length - 1]! + value);

  let best = Infinity;
  for (let start = 0; start < n; start++) {
    // The smallest end in [start + 1, n] with prefix[end] - prefix[start] >= target; n + 1 if there is none.
    const goal = prefix[start]! + target;
    let low = start + 1;
    let high = n + 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (prefix[mid]! >= goal) high = mid;
      else low = mid + 1;
    }
    if (low <= n) best = Math.min(best, low - start);
  }
  return best === Infinity ? 0 : best;
}
