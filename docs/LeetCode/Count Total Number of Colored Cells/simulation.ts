/** Adds each minute's new ring, 4(k - 1) cells at minute k: O(n) time, O(1) extra space. */
export function coloredCells(n: number): number {
  let cells = 1;
  for (let minute = 2; minute <= n; minute++) cells += 4 * (minute - 1);
  return cells;
}
