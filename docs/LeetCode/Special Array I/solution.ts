/** Checks that every two neighbours add up to an odd number: O(n) time, O(1) extra space. */
export function isArraySpecial(nums: number[]): boolean {
  return nums.every((value, i) => i === 0 || (nums[i - 1]! + value) % 2 === 1);
}
