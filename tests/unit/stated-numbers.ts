/**
 * The numbers a write-up's Tested cases note states: every formula without a variable (`$1000$`, `$10^5$`,
 * `$2^{53} - 1$`, each side of `$|s| = 100$` that has none), and any numeral outside math and code. A note says how
 * large and how many its tests' inputs are; tested-numbers.test.ts holds each of these numbers against the constants
 * the tests use, which the write-up's cases.ts exports as `testNumbers`.
 */
import {findFormulas} from './bare-math';

/** The `<TestedCases …>` element's text between its tags, or undefined when the page has none or it is empty. */
export function testedCasesNote(mdx: string): string | undefined {
  const match = /<TestedCases\b[^>]*?>([\s\S]*?)<\/TestedCases>/.exec(mdx);
  return match?.[1]?.trim() || undefined;
}

/** Tokens of a formula without variables: numbers, + − × ^ and grouping. */
function tokens(tex: string): string[] | undefined {
  const plain = tex
    .replaceAll(/\\[,;! ]/g, '')
    .replaceAll(/\\(times|cdot)\b/g, '*')
    .replaceAll('{', '(')
    .replaceAll('}', ')')
    .replaceAll(/\s+/g, '');
  if (!/^[-+*^()\d.]+$/.test(plain)) return undefined;
  return plain.match(/\d+(?:\.\d+)?|[-+*^()]/g) ?? undefined;
}

/** The value of a formula made of numbers, + − × ^ and groups, or undefined when it holds anything else. */
export function formulaValue(tex: string): number | undefined {
  const list = tokens(tex);
  if (list === undefined || list.length === 0) return undefined;
  let at = 0;
  const peek = () => list[at];
  const expression = (): number => {
    let value = term();
    while (peek() === '+' || peek() === '-') value = list[at++] === '+' ? value + term() : value - term();
    return value;
  };
  const term = (): number => {
    let value = power();
    while (peek() === '*') {
      at++;
      value *= power();
    }
    return value;
  };
  const power = (): number => {
    const base = unary();
    if (peek() !== '^') return base;
    at++;
    return base ** power();
  };
  const unary = (): number => {
    const token = list[at++];
    if (token === '-') return -unary();
    if (token === '(') {
      const value = expression();
      if (list[at++] !== ')') throw new Error(`unbalanced group in $${tex}$`);
      return value;
    }
    if (token === undefined || !/^\d/.test(token)) throw new Error(`no number where one is expected in $${tex}$`);
    return Number(token);
  };
  const value = expression();
  if (at !== list.length) throw new Error(`cannot read $${tex}$ as a number`);
  return value;
}

/** A number a note states: as written, and its value. */
export type StatedNumber = {written: string; value: number};

/** Every number the note states, in order (see the file's comment for what counts). */
export function statedNumbers(note: string): StatedNumber[] {
  const numbers: StatedNumber[] = [];
  for (const {tex, source} of findFormulas(note)) {
    for (const side of tex.split('=')) {
      const value = formulaValue(side);
      if (value !== undefined) numbers.push({written: source, value});
    }
  }
  // Outside math and code: a numeral written in plain text (the docs write numbers as math, but one may slip through).
  const prose = note.replaceAll(/\$\$[\s\S]*?\$\$|\$[^$]*\$|`[^`]*`/g, ' ');
  // A numeral joined to a word, such as UTF-16 or 32-bit, is part of a name.
  for (const [written] of prose.matchAll(/(?<![\w-])\d[\d,]*(?:\.\d+)?(?![\w-])/g))
    numbers.push({written, value: Number(written.replaceAll(',', ''))});
  return numbers;
}
