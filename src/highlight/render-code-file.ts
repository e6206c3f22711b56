import path from 'node:path';
import {parseComplexity} from '../components/Approaches/complexity';
import {sourceHash} from '../components/MutationReport/source-hash';
import type {CodeFile} from './code-file';
import {highlightCode} from './highlighter';
import {toJavaScript} from './javascript';

/** A code file as a page shows it: both languages highlighted, the complexity read. */
export async function codeFile(source: string, filePath: string): Promise<CodeFile> {
  const text = source.trimEnd();
  const javascript = (await toJavaScript(text, filePath)).trimEnd();
  const [typescriptHtml, javascriptHtml] = await Promise.all([highlightCode(text, 'typescript'), highlightCode(javascript, 'javascript')]);
  return {
    file: path.basename(filePath),
    typescript: typescriptHtml,
    javascript: javascriptHtml,
    hash: sourceHash(source),
    complexity: parseComplexity(text) ?? null,
  };
}
