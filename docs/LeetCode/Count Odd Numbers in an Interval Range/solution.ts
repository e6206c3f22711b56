/** Odd numbers up to high minus odd numbers below low: O(1) time and extra space. */
export function countOdds(low: number, high: number): number {
  return Math.floor((high + 1) / 2) - Math.floor(low / 2);
}
