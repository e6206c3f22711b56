/**
 * Whether a test the mutation report names still exists, read from the sources rather than by running vitest
 * (collecting every solution test takes a minute on a busy machine). A test's full name ends with its title: a
 * string literal of its test file (`it('finds it', …)`, an inline table's `name: '…'`), where `$field` and `%s`
 * stand for any value, or a case name of its write-up's cases.ts, which `it.each(cases)('$name')` quotes.
 */

/** A string literal's text: in single, double or back quotes, with escapes. */
const LITERAL = String.raw`(['"\x60])((?:\\.|(?!\1)[^\\])*?)\1`;

/** The function whose `.each(…)` ends at `end`: `it`, `test` or `describe` (whose title names no test). */
function ownerOfEach(source: string, end: number): string | undefined {
  const before = source.slice(0, end);
  return /(\w+)$/.exec(before.slice(0, before.lastIndexOf('.each(')))?.[1];
}

/**
 * The titles a test file gives its tests, each as a pattern of the end of a full name: the first argument of `it(`,
 * `test(` and of the call after `.each(…)`, and the `name` of an inline table's rows, which a `'$name'` title shows.
 */
function titlePatterns(source: string): RegExp[] {
  const titles = [...source.matchAll(new RegExp(String.raw`(?:\bit|\btest|\))\(\s*${LITERAL}`, 'g'))]
    .filter((match) => !match[0].startsWith(')') || ownerOfEach(source, match.index) !== 'describe')
    .map((match) => match[2]!);
  const rowNames = [...source.matchAll(new RegExp(String.raw`\bname:\s*${LITERAL}`, 'g'))].map((match) => match[2]!);
  // A title of placeholders alone ('$name') would match any name; the values it shows are literals of their own.
  return [...titles, ...rowNames]
    .filter((title) => title.replaceAll(/\$[\w.]+|%[sdifjo]/g, '').trim() !== '')
    .map((title) => {
      const pattern = title
        .replaceAll(/\\(.)/g, '$1')
        .replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replaceAll(/\\\$[\w.]+|%[sdifjo]/g, '.+');
      // Vitest quotes a string that a title shows whole: 'keeps a value's sign'.
      return new RegExp(`(?:^|\\s)'?${pattern}'?$`);
    });
}

/** The report's test names that neither a title of `testSource` nor a quoted case name (`caseNames`) ends. */
export function unknownTests(names: readonly string[], testSource: string, caseNames: readonly string[]): string[] {
  const patterns = titlePatterns(testSource);
  return names.filter(
    (name) => !caseNames.some((caseName) => name.endsWith(` '${caseName}'`)) && !patterns.some((pattern) => pattern.test(name)),
  );
}
