import {readdir, rm} from 'node:fs/promises';
import path from 'node:path';
import {writeWhenChanged} from '../../../plugin-kit/write-when-changed';

/** The file that holds a folder's part: `docs/LeetCode/Binary Search` → `<partsDir>/docs/LeetCode/Binary Search.json`. */
export function partFile(partsDir: string, folder: string): string {
  return path.join(partsDir, `${folder}.json`);
}

async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, {withFileTypes: true, recursive: true});
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/**
 * Writes each folder's part to its file, only where the text differs (an
 * unchanged file rebuilds no page), and removes the parts of folders the
 * report no longer has (their pages then show no figures).
 */
export async function writeParts(partsDir: string, parts: ReadonlyMap<string, unknown>): Promise<void> {
  const wanted = new Map([...parts].map(([folder, part]) => [partFile(partsDir, folder), JSON.stringify(part)]));
  await Promise.all([...wanted].map(([file, text]) => writeWhenChanged(file, text)));
  await Promise.all((await filesUnder(partsDir)).filter((file) => !wanted.has(file)).map((file) => rm(file)));
}
