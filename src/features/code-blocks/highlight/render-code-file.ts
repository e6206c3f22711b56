import path from 'node:path';
import {parseComplexity} from '../../approaches/Approaches/complexity';
import {sourceHash} from '../../mutation-report/MutationReport/source-hash';
import {recordFile, type Recording} from '../../step-through/record-file';
import type {CodeFile} from './code-file';
import {blockHtml} from './block-html';
import {characterClasses} from './highlighter';
import {eraseTypes, type ErasedTypes} from './javascript';

/** The JavaScript tab of a tested file: its text is what the page shows, the code runner runs and Step through records. */
export function shownJavaScript(source: string, filePath: string): ErasedTypes {
  return eraseTypes(source.trimEnd(), filePath);
}

/** A code file as a page shows it: both languages highlighted, the complexity read, and its steps recorded. */
export async function codeFile(source: string, filePath: string, recording?: Recording): Promise<CodeFile> {
  const text = source.trimEnd();
  // The JavaScript is coloured with the TypeScript's tokens, character by character: one tokenization for both.
  const javascript = shownJavaScript(source, filePath);
  const steps = recordFile({source, javascript, filePath}, recording);
  const classes = await characterClasses(text, 'typescript');
  return {
    file: path.basename(filePath),
    typescript: blockHtml(text, (index) => classes[index]!),
    javascript: blockHtml(javascript.text, (index) => classes[javascript.sourceIndex[index]!] ?? ''),
    hash: sourceHash(source),
    complexity: parseComplexity(text) ?? null,
    steps,
  };
}
