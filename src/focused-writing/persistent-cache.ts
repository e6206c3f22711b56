import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cacheVersion} from './cache-version';

export type PersistentCacheOptions = {
  /** The focused write-up under `npm run write` (`<platform>/<folder>`). */
  focus: string;
};

/** Where the cache lives: in `.docusaurus/`, so each copy of the site has its own and `npm run clear` empties it. */
export function cacheDirectory(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, 'rspack-cache', 'write');
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
 * two passes of ./plugin.ts the folder reached the open page in 16 s.
 *
 * The version (./cache-version.ts) names the focus and hashes the code that builds
 * the pages. The production build keeps no cache.
 */
export default function persistentCachePlugin(context: Pick<LoadContext, 'siteDir' | 'generatedFilesDir'>, options: unknown): Plugin {
  const {focus} = options as PersistentCacheOptions;
  return {
    name: 'persistent-cache',
    configureWebpack(config) {
      if (config.mode !== 'development') return {};
      const cache = {
        type: 'persistent',
        version: cacheVersion(context.siteDir, `npm run write ${focus}`),
        storage: {type: 'filesystem', directory: cacheDirectory(context.generatedFilesDir)},
      };
      return {cache: true, experiments: {cache}};
    },
  };
}
