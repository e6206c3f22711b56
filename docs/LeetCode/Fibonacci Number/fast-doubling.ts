/** Fast doubling on BigInt, one binary digit of n at a time: O(log n) time counted in BigInt multiplications, O(n) extra space in bits. */
export function fib(n: number): bigint {
  // With k the binary digits of n read so far (k = 0 before the first), a = F(k) and b = F(k + 1).
  let a = 0n;
  let b = 1n;
  for (const digit of n.toString(2)) {
    const even = a * (2n * b - a); // F(2k)
    const odd = a * a + b * b; // F(2k + 1)
    // Reading a 0 doubles k; reading a 1 doubles it and adds one.
    [a, b] = digit === '1' ? [odd, even + odd] : [even, odd];
  }
  return a;
}
