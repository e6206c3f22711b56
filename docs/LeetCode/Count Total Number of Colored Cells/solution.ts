/** Closed form 1 + 4(1 + 2 + … + (n - 1)) = 2n(n - 1) + 1: O(1) time and extra space. */
export function coloredCells(n: number): number {
  return 2 * n * (n - 1) + 1;
}
