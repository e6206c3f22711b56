/**
 * The complexity an approach's file states once, in the one-line JSDoc of its
 * exported function, read for the page's comparison table:
 *
 *   /** <what it does>: O(…) time, O(…) extra space. *\/
 *   /** <what it does>: O(…) time and extra space. *\/   (the same bound for both)
 *   /** <what it does>: O(…) time and O(…) extra space. *\/
 *
 * A remark after the space bound ("O(n) call stack", "O(w) extra space for
 * w distinct words") is kept with it, without the words "extra space".
 */
export type Complexity = {time: string; space: string};

/** The one-line JSDoc right above the file's first exported function, or undefined. */
export function exportedJsDoc(source: string): string | undefined {
  const match = /\/\*\*([^\n]*?)\*\/\s*\nexport (?:default )?function\b/.exec(source);
  return match?.[1]!.trim();
}

/** A big-O bound: O( followed by anything with balanced parentheses, then ). */
const BOUND = String.raw`O\((?:[^()]|\([^()]*\))*\)`;
const SAME_BOUND = new RegExp(String.raw`:\s*(${BOUND}) time and (extra space|space)\b`);
const TWO_BOUNDS = new RegExp(String.raw`:\s*(${BOUND}) time(?: [^,]*)?(?:,| and) (${BOUND} [^.]*?)\.?$`);

/** The time and extra space an approach's JSDoc states, or undefined when it does not follow the format. */
export function parseComplexity(source: string): Complexity | undefined {
  const doc = exportedJsDoc(source);
  if (doc === undefined) return undefined;
  const same = SAME_BOUND.exec(doc);
  if (same) return {time: same[1]!, space: same[1]!};
  const two = TWO_BOUNDS.exec(doc);
  // The column says "Extra space": "O(w) extra space for w distinct words" shows as "O(w) for w distinct words".
  if (two && /\b(space|stack)\b/.test(two[2]!)) return {time: two[1]!, space: two[2]!.replace(/ (?:extra )?space\b ?/, ' ').trim()};
  return undefined;
}
