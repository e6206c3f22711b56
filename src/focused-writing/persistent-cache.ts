import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cacheVersion} from './cache-version';
import {pruneCaches} from './cache-pruning';

export type PersistentCacheOptions = {
  /** The focused write-up under `npm run write` (`<platform>/<folder>`). */
  focus: string;
};

/** Where the cache lives: in `.docusaurus/`, so each copy of the site has its own and `npm run clear` empties it. */
export function cacheDirectory(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, 'rspack-cache', 'write');
}

/** The cache's version for a focus, and the name of its folder under cacheDirectory. */
export function focusCacheVersion(siteDir: string, focus: string): string {
  return cacheVersion(siteDir, `npm run write ${focus}`);
}

/**
 * Rspack's persistent cache under `npm run write`: a second start restores the
 * modules built by the first instead of compiling them again (9.9–10.2 s to
 * the write-up on screen instead of 12.1–13.5 s, 2026-11-27,
 * scripts/bench/README.md). Docusaurus 3.7 leaves Rspack without one: it gives
 * webpack a filesystem cache only.
 *
 * Not under `npm start`: at 2,000 write-ups its second start took 31 s instead
 * of 67 s, but with the cache and every incremental pass, as `npm start`
 * keeps, a compile error, its fix, then a write-up folder added left the
 * server hung: no compile and no page load (2026-11-27). With the cache and the
 * two passes of src/dev-compilation the folder reached the open page in 16 s.
 *
 * The version (./cache-version.ts) names the focus and hashes the code that builds
 * the pages; the caches of the five versions started last are kept
 * (./cache-pruning.ts). The production build keeps no cache.
 */
export default function persistentCachePlugin(context: Pick<LoadContext, 'siteDir' | 'generatedFilesDir'>, options: unknown): Plugin {
  const {focus} = options as PersistentCacheOptions;
  return {
    name: 'persistent-cache',
    configureWebpack(config) {
      if (config.mode !== 'development') return {};
      const version = focusCacheVersion(context.siteDir, focus);
      // A folder of its own for each version: Rspack names the folders it writes after hashes of its own.
      const caches = cacheDirectory(context.generatedFilesDir);
      pruneCaches(caches, version);
      const directory = path.join(caches, version);
      const cache = {type: 'persistent', version, storage: {type: 'filesystem', directory}};
      return {cache: true, experiments: {cache}};
    },
  };
}
