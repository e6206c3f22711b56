/** Hash set of nums1, then one pass over nums2 (result in nums2's order): O(n + m) time, O(n) extra space. */
export function intersection(nums1: number[], nums2: number[]): number[] {
  const unmatched = new Set(nums1);
  const common: number[] = [];
  for (const value of nums2) {
    // delete() returns true only the first time a value of nums1 is met, so each value is kept once.
    if (unmatched.delete(value)) common.push(value);
  }
  return common;
}
