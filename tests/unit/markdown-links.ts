/**
 * The links and headings of a Markdown document as GitHub renders it, for the check that every relative link in the
 * repository's documents reaches a file and, after `#`, one of its headings.
 */

/** The text outside fenced code blocks: a link or a heading inside one is only an example. */
function outsideCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/**
 * GitHub's anchor for a heading: lower case, without punctuation or symbols (so without Markdown's backticks and
 * asterisks), spaces as hyphens; a repeated heading gets `-1`, `-2`, … in order.
 */
export function headingSlugs(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const slugs = new Set<string>();
  for (const [, text] of outsideCode(markdown).matchAll(/^#{1,6}[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/gm)) {
    const base = text!
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const [, id] of markdown.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) slugs.add(id!);
  return slugs;
}

/** The document's links that stay in the repository: `[text](target)` without a scheme, split at `#`. */
export function relativeLinks(markdown: string): {target: string; file: string; anchor: string | undefined}[] {
  return [...outsideCode(markdown).matchAll(/\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)]
    .map(([, target]) => target!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map((target) => {
      const [file = '', anchor] = target.split('#');
      return {target, file: decodeURI(file), anchor};
    });
}
