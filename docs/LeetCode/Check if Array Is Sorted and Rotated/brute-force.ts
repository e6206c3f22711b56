/** Tries every rotation and tests whether it is sorted: O(n^2) time, O(1) extra space. */
export function checkBruteForce(nums: number[]): boolean {
  const n = nums.length;
  for (let start = 0; start < n; start++) {
    let sorted = true;
    for (let k = 1; k < n && sorted; k++) {
      sorted = nums[(start + k - 1) % n]! <= nums[(start + k) % n]!;
    }
    if (sorted) return true;
  }
  return false;
}
