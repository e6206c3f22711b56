/** One pass tracking the increasing and the decreasing run that end at each element: O(n) time, O(1) extra space. */
export function longestMonotonicSubarray(nums: number[]): number {
  let longest = 1;
  let increasing = 1;
  let decreasing = 1;
  for (let i = 1; i < nums.length; i++) {
    const previous = nums[i - 1]!;
    const current = nums[i]!;
    increasing = current > previous ? increasing + 1 : 1;
    decreasing = current < previous ? decreasing + 1 : 1;
    longest = Math.max(longest, increasing, decreasing);
  }
  return longest;
}
