const UNITS = [
  ['year', 365 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
  ['second', 1],
] as const;

/** Splits the seconds into five fixed units, largest first: O(1) time and extra space. */
export function formatDuration(seconds: number): string {
  const parts: string[] = [];
  let rest = seconds;
  for (const [unit, size] of UNITS) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (count > 0) parts.push(`${count} ${unit}${count === 1 ? '' : 's'}`);
  }
  const last = parts.pop();
  if (last === undefined) return 'now';
  return parts.length === 0 ? last : `${parts.join(', ')} and ${last}`;
}
