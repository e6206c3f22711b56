/**
 * A short fingerprint of a file's text (FNV-1a, 32 bits, over UTF-16 code
 * units, as 8 hex digits). The build writes the fingerprint of the text the
 * mutation report measured; the page compares it with the text it shows, so
 * that under `npm start`, after an edit, it shows no figures for code it no
 * longer shows. Eight digits are a few bytes per file, and an edit that keeps
 * the fingerprint has a chance of 1 in 4 billion.
 */
export function sourceHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
