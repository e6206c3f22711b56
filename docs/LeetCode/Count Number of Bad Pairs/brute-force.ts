/** Checks every pair i < j directly: O(n^2) time, O(1) extra space. */
export function countBadPairsBruteForce(nums: number[]): number {
  let bad = 0;
  for (let j = 0; j < nums.length; j++) {
    for (let i = 0; i < j; i++) {
      if (j - i !== nums[j]! - nums[i]!) bad++;
    }
  }
  return bad;
}
