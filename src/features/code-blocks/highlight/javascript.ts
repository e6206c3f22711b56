import path from 'node:path';
import blankSpace from 'ts-blank-space';

/**
 * The JavaScript of a TypeScript file, and where each of its characters is in
 * the TypeScript: `sourceIndex[i]` is the TypeScript index of `text[i]`, or -1
 * for a space put between two words that the erasure brought together. The
 * highlighter colours the JavaScript with the TypeScript's tokens through it,
 * so each file is tokenized once.
 */
export type ErasedTypes = {text: string; sourceIndex: number[]};

const WORD = /[\w$]/;
const CLOSING = /^$|[\s)\],;}>]/;

/**
 * A TypeScript file with its types taken out and everything else as written:
 * comments, blank lines and layout. ts-blank-space finds the types (it blanks
 * them, keeping every position); this takes the blanked text out of each line,
 * with the space before it where that space would be left hanging
 * (`(a as T)` → `(a)`), and drops the lines that held only types. It replaced
 * Prettier's reformatting of the blanked text, which cost a build at 2,000
 * write-ups a few milliseconds a file. `filePath` names the file in errors.
 */
export function eraseTypes(source: string, filePath: string): ErasedTypes {
  const unsupported: string[] = [];
  const blanked = blankSpace(source, (node) => unsupported.push(source.slice(node.pos, node.end).trim().split('\n')[0]!));
  if (unsupported.length > 0) {
    throw new Error(
      `${path.relative(process.cwd(), filePath)}: "${unsupported[0]}" is TypeScript that does not erase to JavaScript (an enum, a namespace, a parameter property…); ` +
        'write it as JavaScript with type annotations only (a const object for an enum, a module for a namespace, a field assigned in the constructor).',
    );
  }
  const lines: {text: string; sourceIndex: number[]; blank: boolean}[] = [];
  let start = 0;
  for (const line of source.split('\n')) {
    lines.push(eraseLine(source, blanked, start, start + line.length));
    start += line.length + 1;
  }
  // A line of types only is gone (with the `;` that ended a type alias), and so is a blank line it leaves doubled or first.
  const gone = (line: (typeof lines)[number]) => !line.blank && /^\s*;?\s*$/.test(line.text);
  const kept = lines.filter(
    (line, index) => !gone(line) && (!line.blank || (index > 0 && !gone(lines[index - 1]!) && !lines[index - 1]!.blank)),
  );
  const text: string[] = [];
  const sourceIndex: number[] = [];
  kept.forEach((line, index) => {
    if (index > 0) {
      text.push('\n');
      sourceIndex.push(-1);
    }
    text.push(line.text);
    sourceIndex.push(...line.sourceIndex);
  });
  return {text: text.join(''), sourceIndex};
}

/** One line, `source[start..end)`, without the characters the erasure blanked. `blank` says the line was blank before. */
function eraseLine(source: string, blanked: string, start: number, end: number): {text: string; sourceIndex: number[]; blank: boolean} {
  const blank = source.slice(start, end).trim() === '';
  const isErased = (index: number) => blanked[index] !== source[index] && blanked[index] === ' ';
  const chars: string[] = [];
  const sourceIndex: number[] = [];
  let index = start;
  let erasedAny = false;
  while (index < end) {
    if (!isErased(index)) {
      chars.push(blanked[index]!);
      sourceIndex.push(index);
      index += 1;
      continue;
    }
    // A run of erased characters, with the spaces between them (`Map<string, number>`).
    let after = index;
    for (let next = index; next < end && (isErased(next) || /\s/.test(source[next]!)); next++) if (isErased(next)) after = next + 1;
    erasedAny = true;
    const before = chars.at(-1) ?? '';
    const next = after < end ? source[after]! : '';
    if (chars.every((char) => /\s/.test(char))) {
      // First on its line (`readonly x`): the spaces after it go with it.
      while (after < end && /[ \t]/.test(source[after]!) && !isErased(after)) after++;
    } else if (/\s/.test(before) && CLOSING.test(next)) {
      chars.pop();
      sourceIndex.pop();
    } else if (WORD.test(before) && WORD.test(next)) {
      chars.push(' ');
      sourceIndex.push(-1);
    }
    index = after;
  }
  if (erasedAny) {
    while (chars.length > 0 && /\s/.test(chars.at(-1)!)) {
      chars.pop();
      sourceIndex.pop();
    }
  }
  return {text: chars.join(''), sourceIndex, blank};
}
