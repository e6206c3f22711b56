/** Iterates from F(0) and F(1), keeping only the last two numbers: O(n) time, O(1) extra space. */
export function fib(n: number): number {
  let previous = 0;
  let current = 1;
  for (let step = 0; step < n; step++) {
    [previous, current] = [current, previous + current];
  }
  return previous;
}
