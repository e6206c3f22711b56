import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a file that a plugin generates for the bundle only when its text
 * differs: the dev server compiles a rewritten file again, and every module
 * that depends on it, even when the text is the same (a mutation report's part
 * rebuilt its page; the code colours' stylesheet ran PostCSS at every second
 * start of `npm run write`).
 */
export async function writeWhenChanged(file: string, text: string): Promise<void> {
  if ((await readFile(file, 'utf8').catch(() => undefined)) === text) return;
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, text);
}
