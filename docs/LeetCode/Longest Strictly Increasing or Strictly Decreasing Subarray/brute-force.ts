/** Extends every start while the piece still strictly rises or strictly falls: O(n^2) time, O(1) extra space. */
export function longestMonotonicSubarray(nums: number[]): number {
  let longest = 1;
  for (const start of nums.keys()) {
    let rising = true;
    let falling = true;
    for (let end = start + 1; end < nums.length; end++) {
      if (nums[end]! <= nums[end - 1]!) rising = false;
      if (nums[end]! >= nums[end - 1]!) falling = false;
      // Neither holds for nums[start..end], so neither holds for any longer piece from this start.
      if (!rising && !falling) break;
      longest = Math.max(longest, end - start + 1);
    }
  }
  return longest;
}
