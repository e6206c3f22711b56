/** One pass keeping the longest squared diagonal and the largest area with it: O(n) time, O(1) extra space. */
export function areaOfMaxDiagonal(dimensions: number[][]): number {
  let bestDiagonal = 0;
  let bestArea = 0;
  for (const [length, width] of dimensions as [number, number][]) {
    const diagonal = length * length + width * width;
    const area = length * width;
    if (diagonal > bestDiagonal) {
      bestDiagonal = diagonal;
      bestArea = area;
    } else if (diagonal === bestDiagonal) {
      bestArea = Math.max(bestArea, area);
    }
  }
  return bestArea;
}
