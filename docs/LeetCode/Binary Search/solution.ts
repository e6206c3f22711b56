/** Binary search over a sorted array: O(log n) time, O(1) extra space. */
export function search(nums: number[], target: number): number {
  let low = 0;
  let high = nums.length - 1;
  while (low <= high) {
    const mid = low + ((high - low) >> 1);
    const value = nums[mid]!;
    if (value === target) return mid;
    if (value < target) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}
