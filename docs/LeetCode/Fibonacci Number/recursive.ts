/** Follows the definition F(n) = F(n - 1) + F(n - 2) literally: O(φ^n) time, O(n) call stack. */
export function fib(n: number): number {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}
