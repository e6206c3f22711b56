/**
 * The function a reader's own code starts from: the signature of the function solution.ts exports (its name, its
 * parameters with their types, its return type), with an empty body. Read from the TypeScript text the page already
 * shows, so no page carries a second copy of it.
 */

const OPENERS: Readonly<Record<string, string>> = {'(': ')', '[': ']', '{': '}', '<': '>'};

/** The signature's parts, as written in solution.ts. */
export type Signature = {name: string; parameters: string; returns: string | undefined};

/** The index just past the bracket that closes the one at `open`, counting every kind of bracket. */
function closing(text: string, open: number): number {
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const char = text[i]!;
    if (char in OPENERS && !(char === '<' && text[i - 1] === ' ')) stack.push(OPENERS[char]!);
    else if (char === stack.at(-1) && !(char === '>' && text[i - 1] === '=')) {
      stack.pop();
      if (stack.length === 0) return i + 1;
    }
  }
  return -1;
}

/** The exported function's signature, or undefined when the text exports no function declaration. */
export function readSignature(typescript: string): Signature | undefined {
  const match = /^export\s+function\s+([A-Za-z_$][\w$]*)\s*(<[^(]*>)?\s*\(/m.exec(typescript);
  if (!match) return undefined;
  const open = match.index + match[0].length - 1;
  const end = closing(typescript, open);
  if (end < 0) return undefined;
  const parameters = typescript.slice(open + 1, end - 1).trim();
  const rest = typescript.slice(end);
  const annotation = /^\s*:\s*/.exec(rest);
  if (!annotation) return {name: match[1]! + (match[2] ?? ''), parameters, returns: undefined};
  // The return type runs to the body's brace: the first `{` at depth zero that does not open an object type.
  let i = annotation[0].length;
  let previous = ':';
  while (i < rest.length) {
    const char = rest[i]!;
    if (char === '{' && !/[:|&<,(]$/.test(previous)) break;
    if (char in OPENERS) {
      const after = closing(rest, i);
      if (after < 0) return undefined;
      previous = rest[after - 1]!;
      i = after;
      continue;
    }
    if (!/\s/.test(char)) previous = char;
    i++;
  }
  return {name: match[1]! + (match[2] ?? ''), parameters, returns: rest.slice(annotation[0].length, i).trim()};
}

/** What the editor opens with when the reader has no draft: the signature with an empty body. */
export function signatureStub(typescript: string): string {
  const signature = readSignature(typescript);
  if (!signature) return 'export function solution() {\n  \n}\n';
  const returns = signature.returns === undefined ? '' : `: ${signature.returns}`;
  return `export function ${signature.name}(${signature.parameters})${returns} {\n  \n}\n`;
}
