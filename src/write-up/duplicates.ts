import type {Platform} from '../platforms';

/** What tells write-ups apart: the build reads it from the loaded docs, `npm run new` from the folders. */
export type WriteUpIdentity = {
  /** The folder, relative to the site, e.g. `docs/LeetCode/Two Sum`. */
  folder: string;
  platform: Platform;
  title: string;
  /** LeetCode's problem number. */
  number?: unknown;
  url?: unknown;
};

function caseless(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

type Reason = (first: WriteUpIdentity) => string;

/** The keys two write-ups must not share, each with the reason it gives. */
function keysOf({folder, platform, title, number, url}: WriteUpIdentity): [key: string, reason: Reason][] {
  const keys: [string, Reason][] = [];
  if (platform === 'LeetCode' && typeof number === 'number') keys.push([`LeetCode ${number}`, () => `both are LeetCode problem ${number}`]);
  const kata = platform === 'Codewars' && typeof url === 'string' ? /\/kata\/([0-9a-f]{24})$/.exec(url)?.[1] : undefined;
  if (kata) keys.push([`kata ${kata}`, () => `both are Codewars kata ${kata}`]);
  keys.push(
    [`title ${platform} ${caseless(title)}`, (first) => `the titles "${first.title}" and "${title}" differ only in case`],
    [`folder ${caseless(folder)}`, () => `the folder names differ only in case, so macOS and Windows cannot hold both`],
  );
  return keys;
}

/**
 * One line per pair of write-ups of the same problem (the same LeetCode
 * number or Codewars kata) or with titles or folder names equal up to case,
 * naming both folders and the fix.
 */
export function findDuplicates(writeUps: readonly WriteUpIdentity[]): string[] {
  const firstWith = new Map<string, WriteUpIdentity>();
  const reported = new Set<string>();
  const messages: string[] = [];
  for (const writeUp of writeUps) {
    for (const [key, reason] of keysOf(writeUp)) {
      const first = firstWith.get(key);
      if (!first) {
        firstWith.set(key, writeUp);
        continue;
      }
      const pair = `${first.folder}\n${writeUp.folder}`;
      if (reported.has(pair)) continue;
      reported.add(pair);
      messages.push(`Duplicate write-ups ${first.folder}/ and ${writeUp.folder}/: ${reason(first)}; keep one of them.`);
    }
  }
  return messages;
}
