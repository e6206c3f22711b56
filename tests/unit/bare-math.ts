/**
 * The math convention of the write-ups: inside `$…$` and `$$…$$`, a name from code is set in `\mathit{}`, because
 * bare letters read as a product (`$nums$` is n·u·m·s). These functions find the formulas of an MDX file and the
 * runs of letters in them that break the rule; `docs-math.test.ts` runs them over `docs/`.
 */

/** Commands whose braced argument is a name or words, not a product of variables. */
const NAME_ARGUMENTS = new Set(['mathit', 'text', 'texttt', 'mathrm', 'operatorname', 'begin', 'end']);

export type Formula = {
  /** 1-based line of the opening dollar sign. */
  line: number;
  /** The formula as written, dollar signs included. */
  source: string;
  /** What lies between the dollar signs. */
  tex: string;
};

export type BareIdentifier = Formula & {
  /** The run of two or more letters set as bare math. */
  identifier: string;
};

/** The index just after the braced group that starts at `start` (after any spaces), or `start` if there is none. */
function skipGroup(tex: string, start: number): number {
  let i = start;
  while (tex[i] === ' ') i++;
  if (tex[i] !== '{') return start;
  let depth = 0;
  for (; i < tex.length; i++) {
    if (tex[i] === '\\') i++;
    else if (tex[i] === '{') depth++;
    else if (tex[i] === '}' && --depth === 0) return i + 1;
  }
  return tex.length;
}

/**
 * Every name with two or more Latin letters in a row in a TeX formula that is neither a command name (`\log`, `\cdot`) nor
 * inside the argument of `\mathit`, `\text`, `\texttt`, `\mathrm`, `\operatorname` (or an environment name).
 */
export function bareLetterRuns(tex: string): string[] {
  const runs: string[] = [];
  let i = 0;
  while (i < tex.length) {
    if (tex[i] === '\\') {
      const command = /^[A-Za-z]+/.exec(tex.slice(i + 1))?.[0];
      if (command === undefined) {
        i += 2;
        continue;
      }
      i += 1 + command.length;
      if (NAME_ARGUMENTS.has(command)) {
        if (tex[i] === '*') i++;
        i = skipGroup(tex, i);
      }
      continue;
    }
    // A name as code writes it: letters, then letters or digits (num2). Only two or more letters in a row are an error.
    const run = /^[A-Za-z][A-Za-z0-9]*/.exec(tex.slice(i))?.[0];
    if (run === undefined) {
      i++;
      continue;
    }
    if (/[A-Za-z]{2}/.test(run)) runs.push(run);
    i += run.length;
  }
  return runs;
}

/**
 * The formulas of an MDX page: `$$…$$` (display or inline) and `$…$`, outside front matter, fenced code blocks
 * and inline code. `\$` is a literal dollar sign; an inline formula does not cross a blank line.
 */
export function findFormulas(mdx: string): Formula[] {
  const formulas: Formula[] = [];
  const lines = mdx.split('\n');
  let start = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) start = end + 1;
  }
  // Blank out front matter and fenced code blocks, keeping line breaks so that offsets map to lines.
  let fence: string | undefined;
  const kept = lines.map((text, index) => {
    if (index < start) return '';
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence !== undefined) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return '';
    }
    if (marker !== undefined) {
      fence = marker;
      return '';
    }
    return text;
  });
  const text = kept.join('\n');
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;

  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '\\') {
      i += 2;
    } else if (char === '`') {
      const ticks = /^`+/.exec(text.slice(i))![0];
      const close = text.indexOf(ticks, i + ticks.length);
      i = close < 0 ? i + ticks.length : close + ticks.length;
    } else if (char === '$') {
      const delimiter = text.startsWith('$$', i) ? '$$' : '$';
      let close = i + delimiter.length;
      while (close < text.length && !text.startsWith(delimiter, close)) close += text[close] === '\\' ? 2 : 1;
      const tex = text.slice(i + delimiter.length, close);
      if (close >= text.length || (delimiter === '$' && /\n\s*\n/.test(tex))) {
        i += delimiter.length;
        continue;
      }
      formulas.push({line: lineAt(i), source: text.slice(i, close + delimiter.length), tex});
      i = close + delimiter.length;
    } else {
      i++;
    }
  }
  return formulas;
}

/** Every bare multi-letter identifier in the formulas of an MDX page, once per formula. */
export function findBareIdentifiers(mdx: string): BareIdentifier[] {
  return findFormulas(mdx).flatMap((formula) => [...new Set(bareLetterRuns(formula.tex))].map((identifier) => ({...formula, identifier})));
}

/** One line per problem, naming the file, the line, the formula and the fix. */
export function describeBareIdentifier(file: string, {line, source, identifier}: BareIdentifier): string {
  return (
    `${file}:${line}: ${source} sets "${identifier}" as bare math, which reads as a product of single letters; ` +
    `write \\mathit{${identifier}} (or \\text{} for words, a backslash for a command such as \\log), ` +
    `and a space or \\cdot for a product`
  );
}
