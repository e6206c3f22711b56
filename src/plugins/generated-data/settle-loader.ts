/**
 * The loader that `./index.ts` puts before Rspack's JSON parser, under
 * `npm start` and `npm run write`, for the data files Docusaurus writes in
 * `.docusaurus/`. Docusaurus writes them in place (truncated, then written),
 * and Rspack's watcher may start a compilation in between: in the dev-server
 * tests a page's metadata was read empty right after a fixed front matter, and the open tab got "Json parsing error: Unexpected end of
 * JSON" and an uncaught error before the next compilation mended it. A file
 * that does not parse is read again until it does, for at most SETTLE_LIMIT_MS.
 */
import {readFile} from 'node:fs/promises';
import {setTimeout as sleep} from 'node:timers/promises';

/** How long a file that does not parse is read again before Rspack gets it as it is, to report. */
export const SETTLE_LIMIT_MS = 2000;
/** The pause between two reads. */
export const RETRY_MS = 20;

type LoaderContext = {
  resourcePath: string;
  async(): (error: Error | null, result?: string) => void;
};

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** The file's text once it parses as JSON: `text` itself when it does, else each `reread()` in turn until one does or the limit passes (then the last). */
export async function settledJson(text: string, reread: () => Promise<string>, limitMs = SETTLE_LIMIT_MS): Promise<string> {
  const deadline = Date.now() + limitMs;
  let current = text;
  while (!parses(current) && Date.now() < deadline) {
    await sleep(RETRY_MS);
    current = await reread();
  }
  return current;
}

export default function settleLoader(this: LoaderContext, source: string): void {
  const callback = this.async();
  settledJson(source, () => readFile(this.resourcePath, 'utf8')).then(
    (text) => callback(null, text),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}
