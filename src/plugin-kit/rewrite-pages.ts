import {readdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** A change of one built page: its HTML, and its path in the build for messages. */
export type PageTransform = (html: string, file: string) => string;

/**
 * Applies the transforms, in order, to every HTML page of a finished build (a plugin's `postBuild`), in one pass:
 * the public way to change what the stock page template wrote, instead of a copy of the template. A page that they
 * return unchanged is not rewritten; a changed one is written beside it, then renamed over it, since the search
 * indexer reads the same files at the same time.
 */
export function rewritePages(outDir: string, transforms: readonly PageTransform[]): void {
  const files = readdirSync(outDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
  for (const relative of files) {
    const file = path.join(outDir, relative);
    const html = readFileSync(file, 'utf8');
    const changed = transforms.reduce((page, transform) => transform(page, relative), html);
    if (changed === html) continue;
    writeFileSync(`${file}.rewrite`, changed);
    renameSync(`${file}.rewrite`, file);
  }
}
