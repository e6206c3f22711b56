/** Counts good pairs by the key nums[k] - k in a hash map: O(n) time and extra space. */
export function countBadPairs(nums: number[]): number {
  const seen = new Map<number, number>();
  let bad = 0;
  nums.forEach((value, j) => {
    const key = value - j;
    const good = seen.get(key) ?? 0;
    bad += j - good;
    seen.set(key, good + 1);
  });
  return bad;
}
