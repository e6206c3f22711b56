import {formatValue} from './format';

/**
 * How a returned value is held against a case's `expected`: `exact`, or `any order` for an array whose order the
 * problem leaves free. A write-up whose order is free says so in its cases.ts, in this form, which the page's runner reads:
 * `export const comparison: Comparison = 'any order';`
 */
export type Comparison = 'exact' | 'any order';

/** The arguments of a case in call order, which is the order of its input's keys. */
export function argumentsOf(input: Readonly<Record<string, unknown>>): unknown[] {
  return Object.values(input);
}

function isPlain(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
}

/** Deep equality of the values a solution returns: Object.is for primitives, arrays element by element, objects key by key. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  // Arrays and plain objects are compared by content; any other object (a Map, a Date) only to itself.
  if (!isPlain(a) || !isPlain(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysOfA = Object.keys(a);
  const keysOfB = Object.keys(b);
  if (keysOfA.length !== keysOfB.length) return false;
  return keysOfA.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** The value as compared: for `any order`, an array in one fixed order (by its elements' formatted text). */
function comparable(value: unknown, comparison: Comparison): unknown {
  if (comparison === 'exact' || !Array.isArray(value)) return value;
  const keyed = value.map((element: unknown) => ({element, key: formatValue(element)}));
  return keyed.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0)).map(({element}) => element);
}

/** Whether a returned value passes a case: the one rule that solution.test.ts and the page's runner both apply. */
export function passes(returned: unknown, expected: unknown, comparison: Comparison = 'exact'): boolean {
  return sameValue(comparable(returned, comparison), comparable(expected, comparison));
}
