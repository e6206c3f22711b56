const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;'};

/**
 * A code block as HTML: `<pre class="shiki" tabindex="0"><code>` (scrollable,
 * so reachable by keyboard) holding a `<span class="line">` per line, and in
 * it a `<span class="…">` per run of characters of the same classes
 * (`classAt(index)`, '' for none). A space goes with the run it is in, so a
 * keyword and the space after it are one span.
 */
export function blockHtml(code: string, classAt: (index: number) => string): string {
  let index = 0;
  const lines = code.split('\n').map((line) => {
    let html = '';
    let open = '';
    for (const char of line) {
      const classes = char === ' ' || char === '\t' ? open : classAt(index);
      if (classes !== open) {
        if (open) html += '</span>';
        if (classes) html += `<span class="${classes}">`;
        open = classes;
      }
      html += ESCAPES[char] ?? char;
      index += char.length;
    }
    index += 1;
    return `<span class="line">${html}${open ? '</span>' : ''}</span>`;
  });
  return `<pre class="shiki" tabindex="0"><code>${lines.join('\n')}</code></pre>`;
}

const UNESCAPES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>'};

/** The code of a block from {@link blockHtml}, as it was: what the page shows, read back from the HTML. */
export function blockText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt);/g, (entity) => UNESCAPES[entity]!);
}
