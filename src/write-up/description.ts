/**
 * A write-up's meta description: what search results and link previews show.
 * Without it, Docusaurus takes the first line of the page, which is the
 * heading "Problem".
 */

/** Longest description: what search results and link previews show without cutting. */
export const DESCRIPTION_LENGTH = 160;

/** TeX commands a problem statement uses, as the characters they show. */
const TEX_SYMBOLS: Record<string, string> = {
  neq: '≠',
  ne: '≠',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  times: '×',
  cdot: '·',
  ldots: '…',
  dots: '…',
  to: '→',
  infty: '∞',
};

/** TeX commands that only choose a font: what shows is their argument. */
const TEX_FONTS = new Set(['mathit', 'mathrm', 'mathbf', 'mathsf', 'mathtt', 'text', 'textit', 'textbf', 'operatorname']);

/** Inline math as readable text: `i < j`, `j - i ≠ nums[j]`, `31 536 000`, `O(log n)`, `target` for `\mathit{target}`. */
function plainMath(tex: string): string {
  return tex
    .replace(/\\[,;:! ]/g, ' ')
    .replace(/\\([a-zA-Z]+)/g, (_, command: string) => (TEX_FONTS.has(command) ? ' ' : ` ${TEX_SYMBOLS[command] ?? command} `))
    .replace(/[{}]/g, '')
    .replace(/ +/g, ' ')
    .replace(/([([]) | ([)\]])/g, '$1$2')
    .trim();
}

/**
 * The first paragraph of the "## Problem" section as plain text, shortened to
 * `DESCRIPTION_LENGTH` at a word.
 */
export function describeProblem(content: string): string | undefined {
  const section = /^## Problem[ \t]*\n+((?:[^\n]+\n?)+)/m.exec(content.replace(/\r\n?/g, '\n'));
  if (!section) return undefined;
  const text = section[1]!
    .replace(/\$([^$\n]+)\$/g, (_, tex: string) => plainMath(tex))
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S[^*_]*?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.]+$/, '')}…`;
}
