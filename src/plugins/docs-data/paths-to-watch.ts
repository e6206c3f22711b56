/** The file names of a docs category's metadata, as the docs plugin watches them (`**` then this). */
const CATEGORY_FILES = '_category_.{json,yml,yaml}';

/** A glob's wildcard not escaped by src/focused-writing/focus.ts' literalGlob. */
const WILDCARD = /(^|[^\\])[*?]/;

/**
 * What the dev server watches for the docs plugin, when its `include` names
 * files rather than globs (npm run write's focused set): the category files
 * only in the folders above those files, not in every folder under the docs.
 * The plugin watches `<docs>/**\/_category_.{json,yml,yaml}` whatever it
 * includes, and the watcher walked every write-up folder, a large part of the
 * main thread in the second start of `npm run write` at 2,000 write-ups. With an `include` that has a
 * wildcard, as under npm start, the paths are kept as they are.
 */
export function focusedPathsToWatch(paths: readonly string[], include: readonly string[]): string[] {
  if (include.some((pattern) => WILDCARD.test(pattern))) return [...paths];
  const folders = new Set(['']);
  for (const pattern of include) {
    const parts = pattern.split('/').slice(0, -1);
    parts.forEach((_, index) => folders.add(parts.slice(0, index + 1).join('/')));
  }
  if (!paths.some((watched) => watched.endsWith(`/**/${CATEGORY_FILES}`))) {
    throw new Error(
      `src/plugins/docs-data/paths-to-watch.ts: the docs plugin no longer watches "**/${CATEGORY_FILES}"; ` +
        'update focusedPathsToWatch to what it watches now, or remove it.',
    );
  }
  return paths.flatMap((watched) => {
    if (!watched.endsWith(`/**/${CATEGORY_FILES}`)) return [watched];
    const contentPath = watched.slice(0, -`/**/${CATEGORY_FILES}`.length);
    return [...folders].map((folder) => [contentPath, folder, CATEGORY_FILES].filter(Boolean).join('/'));
  });
}
