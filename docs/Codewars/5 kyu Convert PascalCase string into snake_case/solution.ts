/** Puts an underscore before every capital but the first, then lowers the case: O(n) time and extra space. */
export function toUnderscore(input: string | number): string {
  if (typeof input === 'number') return String(input);
  return input.replace(/(?!^)\p{Lu}/gu, '_$&').toLowerCase();
}
