/** Sorts copies of both arrays, then walks them side by side: O(n log n + m log m) time, O(n + m) extra space. */
export function intersection(nums1: number[], nums2: number[]): number[] {
  // Copies, so the caller's arrays are not reordered; the comparator sorts numbers, not their digits.
  const sorted1 = [...nums1].sort((a, b) => a - b);
  const sorted2 = [...nums2].sort((a, b) => a - b);
  const common: number[] = [];
  let i = 0;
  let j = 0;
  while (i < sorted1.length && j < sorted2.length) {
    const a = sorted1[i]!;
    const b = sorted2[j]!;
    if (a < b) i++;
    else if (a > b) j++;
    else {
      // Equal values arrive together in ascending order, so a repeat can only equal the last value kept.
      if (common.at(-1) !== a) common.push(a);
      i++;
      j++;
    }
  }
  return common;
}
