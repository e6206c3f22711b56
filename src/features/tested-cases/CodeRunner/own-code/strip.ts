/**
 * The reader's TypeScript or JavaScript made JavaScript, in the page, before it goes to the worker: sucrase's
 * TypeScript transform removes the types and keeps everything else where it was (lines stay lines). It is 47 KB
 * gzip and loads with the editor, on first use; TypeScript's own compiler would be several megabytes.
 * Sucrase parses but does not run the code: the reader's code runs only in the worker.
 */
import {transform} from 'sucrase';

/** Where a syntax error is, 1-based, and what it is. */
export type SyntaxProblem = {message: string; line: number; column: number};

export type Stripped = {javascript: string} | {syntax: SyntaxProblem};

/** The 1-based line and column of an offset in a text. */
export function lineAndColumn(text: string, offset: number): {line: number; column: number} {
  const before = text.slice(0, Math.max(0, offset)).split('\n');
  return {line: before.length, column: before.at(-1)!.length + 1};
}

/** Strips the types, or says where the text stops being TypeScript. */
export function stripTypes(code: string): Stripped {
  try {
    return {javascript: transform(code, {transforms: ['typescript'], disableESTransforms: true}).code};
  } catch (error) {
    const {pos, message} = error as {pos?: unknown; message?: unknown};
    if (typeof pos !== 'number') throw error;
    // sucrase ends its message with the place, "(2:13)": given here in words instead.
    return {syntax: {message: String(message).replace(/\s*\(\d+:\d+\)$/, ''), ...lineAndColumn(code, pos)}};
  }
}

/** A syntax problem as the reader reads it: "line 2, column 13: Unexpected token". */
export function describeSyntax({message, line, column}: SyntaxProblem): string {
  return `line ${line}, column ${column}: ${message}`;
}
