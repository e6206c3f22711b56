import {realpathSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

/**
 * Whether the module at `moduleUrl` (its `import.meta.url`) is the script node
 * was started with, rather than a module imported by a test or another script.
 * Both sides are compared as real paths, so a checkout path with spaces or
 * Chinese characters (percent-encoded in the URL) or reached through a symlink
 * still counts.
 */
export function isEntryPoint(moduleUrl: string, script: string | undefined = process.argv[1]): boolean {
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}
