/**
 * Problem titles, the folder names made from them and LeetCode's addresses.
 * Shared by the build's checks and `npm run new`, so both say the same thing.
 */

/**
 * Characters that a portable folder name (Windows), a URL path or a route
 * cannot hold. Parentheses are valid in a URL, but Docusaurus' router reads
 * them in a route as a pattern group, so `/Pow(x, n)/` would serve "Page Not Found".
 */
export const UNPORTABLE_CHARACTERS = ['?', '#', '%', ':', '*', '"', '<', '>', '|', '\\', '/', '(', ')'] as const;
const UNPORTABLE = /[?#%:*"<>|\\/()]/g;
export const MAX_TITLE_LENGTH = 100;
/** The longest file name most file systems take, in UTF-8 bytes (a Chinese character is 3). */
export const MAX_FOLDER_BYTES = 255;

/**
 * The folder a title is published from: the title without the characters a
 * folder name or a URL path cannot hold, with the spaces left around them
 * collapsed. `Is Graph Bipartite?` → `Is Graph Bipartite`, `Pow(x, n)` → `Powx, n`. A title that needs
 * no change is its own folder name.
 */
export function folderNameFor(title: string): string {
  return title.replace(UNPORTABLE, '').replace(/\s+/g, ' ').trim();
}

/**
 * What is wrong with a title (or, with `noun` "folder name", a folder), as one
 * line that says the fix; undefined when it can be published.
 */
export function nameProblem(name: string, noun: 'title' | 'folder name' = 'title'): string | undefined {
  const control = /\p{Cc}/u.exec(name);
  if (control) {
    const code = control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return `the ${noun} ${JSON.stringify(name)} holds a control character (U+${code}); type it on one line without tabs.`;
  }
  if (/^[._]/.test(name)) {
    return `the ${noun} "${name}" starts with "${name[0]}", which Docusaurus leaves out of the site; drop the "${name[0]}" (drafts belong outside docs/).`;
  }
  if (name !== name.trim()) return `the ${noun} "${name}" has spaces at an end; remove them.`;
  if (name.endsWith('.')) return `the ${noun} "${name}" ends with a dot, which Windows drops from folder names; remove it.`;
  const length = [...name].length;
  if (length > MAX_TITLE_LENGTH) return `the ${noun} has ${length} characters; shorten it to at most ${MAX_TITLE_LENGTH}.`;
  const folder = folderNameFor(name);
  if (folder === '') return `the ${noun} "${name}" has nothing but characters a folder name cannot hold; use the problem's title.`;
  const bytes = Buffer.byteLength(folder);
  if (bytes > MAX_FOLDER_BYTES) {
    return `the ${noun} takes ${bytes} bytes as a folder name (a Chinese character takes 3); file systems allow ${MAX_FOLDER_BYTES}, so shorten it.`;
  }
  if (noun === 'folder name' && folder !== name) {
    return (
      `the folder name "${name}" holds characters that Windows, a URL or a route cannot (${UNPORTABLE_CHARACTERS.join(' ')}); ` +
      `rename the folder to "${folder}" and give the exact title in the front matter: title: ${JSON.stringify(name)}`
    );
  }
  if (folder.endsWith('.')) return `the title "${name}" makes the folder name "${folder}", which ends with a dot; reword it.`;
  return undefined;
}

/**
 * LeetCode's slug for a title: lower case, accents removed, every character
 * other than a Latin letter, a digit, a space or a hyphen dropped, and each
 * run of spaces and hyphens one hyphen. Empty when nothing is left (a title
 * in Chinese, say).
 */
export function leetCodeSlug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/[\s-]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The shape of a LeetCode problem address: an ASCII slug. */
export const LEETCODE_URL = /^https:\/\/leetcode\.com\/problems\/[a-z0-9]+(?:-[a-z0-9]+)*\/$/;
/** The shape of a Codewars kata address: a 24-hex-digit id. */
export const CODEWARS_URL = /^https:\/\/www\.codewars\.com\/kata\/[0-9a-f]{24}$/;

/** The LeetCode problem address for a title, or undefined when the title yields no slug. */
export function leetCodeUrl(title: string): string | undefined {
  const slug = leetCodeSlug(title);
  return slug ? `https://leetcode.com/problems/${slug}/` : undefined;
}
