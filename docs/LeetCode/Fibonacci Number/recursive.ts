/** Follows the definition F(n) = F(n - 1) + F(n - 2) literally, n calls deep at most: O(φ^n) time, O(n) extra space. */
export function fib(n: number): number {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}
