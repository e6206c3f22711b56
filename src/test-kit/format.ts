/** Values whose formatted form is longer than this many characters are shown shortened, with their size. */
export const SHORT_LIMIT = 60;

/** How many characters of a long value the shortened form keeps. */
export const SHORT_HEAD = SHORT_LIMIT - 10;

/** A value as it would be written in TypeScript: strings quoted, arrays in brackets. */
export function formatValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(formatValue).join(', ')}]`;
  if (value === undefined) return 'undefined';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  // JSON has no form for a function or a symbol.
  if (typeof value === 'function' || typeof value === 'symbol') return value.toString();
  return JSON.stringify(value);
}

function sizeOf(value: unknown): string | undefined {
  if (Array.isArray(value)) return `${value.length.toLocaleString('en')} elements`;
  if (typeof value === 'string') return `${[...value].length.toLocaleString('en')} characters`;
  return undefined;
}

export type ShownValue = {
  /** The whole value, formatted. */
  full: string;
  /** A shortened form ending in "…" with the value's size, when the full form is too long to show inline. */
  short?: string;
};

/** Formats a value for the table, shortening it past {@link SHORT_LIMIT} characters. */
export function showValue(value: unknown): ShownValue {
  const full = formatValue(value);
  // Count and cut by code points, so an emoji is never split into half a surrogate pair.
  const characters = [...full];
  if (characters.length <= SHORT_LIMIT) return {full};
  const size = sizeOf(value);
  const head = characters.slice(0, SHORT_HEAD).join('');
  return {full, short: `${head}…${size ? ` (${size})` : ''}`};
}
