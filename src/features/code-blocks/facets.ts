/**
 * The facets of a shown file's module that the code block shows: its name, and the file highlighted in TypeScript
 * and in JavaScript. The JavaScript is coloured with the TypeScript's tokens, character by character: one
 * tokenization for both, kept for the file's two facets.
 */
import path from 'node:path';
import type {CodeFileFacet, ShownFile} from './code-file';
import {blockHtml} from './highlight/block-html';
import {characterClasses} from './highlight/highlighter';
import {eraseTypes, type ErasedTypes} from './highlight/javascript';

/** The JavaScript tab of a tested file: its text is what the page shows, the code runner runs and Step through records. */
export function shownJavaScript(source: string, filePath: string): ErasedTypes {
  return eraseTypes(source.trimEnd(), filePath);
}

const tokenized = new WeakMap<ShownFile, Promise<string[]>>();

/** The TypeScript's class of each character, tokenized once for both facets. */
function classesOf(file: ShownFile): Promise<string[]> {
  let classes = tokenized.get(file);
  if (!classes) tokenized.set(file, (classes = characterClasses(file.source.trimEnd(), 'typescript')));
  return classes;
}

export const fileName = {
  key: 'file',
  make: (file) => path.basename(file.path),
} satisfies CodeFileFacet<'file', string>;

export const typescript = {
  key: 'typescript',
  make: async (file) => {
    const classes = await classesOf(file);
    return blockHtml(file.source.trimEnd(), (index) => classes[index]!);
  },
} satisfies CodeFileFacet<'typescript', string>;

export const javascript = {
  key: 'javascript',
  make: async (file) => {
    const classes = await classesOf(file);
    return blockHtml(file.javascript.text, (index) => classes[file.javascript.sourceIndex[index]!] ?? '');
  },
} satisfies CodeFileFacet<'javascript', string>;
