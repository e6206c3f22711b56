/** Prefix sums, then a binary search for the shortest end from each start: O(n log n) time, O(n) extra space. */
export function minSubArrayLen(target: number, nums: number[]): number {
  // prefix[i] is the sum of the first i values; it strictly increases because every value is positive.
  const prefix = [0];
  for (const value of nums) prefix.push(prefix[prefix.length - 1]! + value);

  let best = Infinity;
  for (const [start, before] of prefix.entries()) {
    // The first end whose prefix reaches before + target. It lies after start, since target > 0.
    const end = lowerBound(prefix, before + target);
    if (end < prefix.length) best = Math.min(best, end - start);
  }
  return best === Infinity ? 0 : best;
}

/** The first index of an ascending array holding a value of at least `goal`, or its length if there is none. */
function lowerBound(sorted: number[], goal: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! >= goal) high = mid;
    else low = mid + 1;
  }
  return low;
}
