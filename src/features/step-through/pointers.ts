/**
 * Which cells the index variables point at, for the stepper's drawing of an array or a string: a variable
 * named like an index (`i`, `j`, `low`, `high`, `mid`, `left`, `start`, `somethingIndex`…) whose value is an
 * integer within the array's bounds points at that cell.
 */
import type {Variable} from '../solution-worker/trace';

const INDEX_NAME = /^(?:[ijkpqlr]|lo|hi|low|high|mid|left|right|start|end|begin|slow|fast|idx|index|pos|position|\w+(?:Index|Idx|Pos))$/;

/** Whether a variable's name reads as an index. */
export function isIndexName(name: string): boolean {
  return INDEX_NAME.test(name);
}

/** For a variable drawn as cells, the index variables at each cell, by cell: `{2: ['mid'], 0: ['low']}`. */
export function pointersInto(array: Variable, vars: readonly Variable[]): Map<number, string[]> {
  const pointers = new Map<number, string[]>();
  const length = array.value.cells?.length ?? 0;
  for (const {name, value} of vars) {
    if (name === array.name || !isIndexName(name) || !/^\d+$/.test(value.text)) continue;
    const index = Number(value.text);
    if (index < length) pointers.set(index, [...(pointers.get(index) ?? []), name]);
  }
  return pointers;
}
