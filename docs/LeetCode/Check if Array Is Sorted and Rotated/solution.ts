/** Counts the descents around the circle in one pass: O(n) time, O(1) extra space. */
export function check(nums: number[]): boolean {
  let drops = 0;
  nums.forEach((value, i) => {
    if (value > nums[(i + 1) % nums.length]!) drops++;
  });
  return drops <= 1;
}
