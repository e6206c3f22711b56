/**
 * Which test caught a change, as the page names it. A test run over the
 * table (`it.each(cases)('$name', …)`) ends its full name with the case's
 * name as vitest writes an interpolated string: in single quotes, with `'` and
 * control characters escaped (whole: vitest.config.ts sets the cut-off above any case
 * name). The page names such a test by its case, as the Tested cases table
 * does; any other test by its full name.
 */
const QUOTED_AT_END = /(?:^| )'((?:[^'\\]|\\.)*)'$/;

/** Undoes vitest's escapes (loupe's): control characters by name or as `\uXXXX`, and the single quote. */
function unescape(text: string): string {
  return text.replace(/\\([btnfr']|u[0-9a-f]{4})/g, (_, escape: string) =>
    escape.length > 1
      ? String.fromCharCode(parseInt(escape.slice(1), 16))
      : ({b: '\b', t: '\t', n: '\n', f: '\f', r: '\r'}[escape] ?? escape),
  );
}

export function caughtBy(testName: string): {case: string} | {test: string} {
  const quoted = QUOTED_AT_END.exec(testName)?.[1];
  // A name cut short ends in "…": it would not match the table, so the test is named in full.
  if (quoted === undefined || quoted.endsWith('…')) return {test: testName};
  return {case: unescape(quoted)};
}
