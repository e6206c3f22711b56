/**
 * Which route shard holds a path's route. The build (plan.ts) and the browser
 * (loader.ts) both run this, so a path's shard is the same on both sides.
 */

/**
 * A path as react-router matches an exact literal route against it: decoded,
 * in lower case (matching is case-insensitive) and without a trailing slash
 * (matching is not strict).
 */
export function normalizeRoutePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape: react-router matches the path as it is.
  }
  return decoded.toLowerCase().replace(/\/$/, '');
}

/** The 32-bit FNV-1a hash of a path's normalized form (over its UTF-16 code units). */
export function routeShardKey(path: string): number {
  const normalized = normalizeRoutePath(path);
  let hash = 0x811c9dc5;
  for (let i = 0; i < normalized.length; i += 1) {
    hash = Math.imul(hash ^ normalized.charCodeAt(i), 0x01000193);
  }
  return hash >>> 0;
}

/** The number of the shard, among `count`, that holds the route of `path` if any does; none when there are no shards. */
export function routeShardOf(path: string, count: number): number | undefined {
  return count === 0 ? undefined : routeShardKey(path) % count;
}
