import {readdirSync} from 'node:fs';
import path from 'node:path';

/** Every file under a folder, at any depth, as its path. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
