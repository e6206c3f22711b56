import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cacheVersion} from './version';

export type PersistentCacheOptions = {
  /** The focused write-up under `npm run write` (`<platform>/<folder>`), undefined under `npm start`. */
  focus?: string;
};

/** Where a command's cache lives: in `.docusaurus/`, so each copy of the site has its own and `npm run clear` empties it. */
export function cacheDirectory(generatedFilesDir: string, focus: string | undefined): string {
  return path.join(generatedFilesDir, 'rspack-cache', focus === undefined ? 'start' : 'write');
}

/**
 * Rspack's persistent cache in development: a second `npm start` or `npm run
 * write` restores the modules built by the first instead of compiling them
 * again. At 2,000 write-ups `npm start` put a write-up on screen in 28–31 s
 * instead of 77–85 s (2026-11-27, scripts/bench/README.md). Docusaurus 3.7
 * leaves Rspack without one: it gives webpack a filesystem cache only.
 *
 * `npm start` and `npm run write` keep separate caches, which would otherwise
 * overwrite each other; the version (./version.ts) names the focus and hashes
 * the code that builds the pages. The production build keeps no cache.
 */
export default function persistentCachePlugin(context: Pick<LoadContext, 'siteDir' | 'generatedFilesDir'>, options: unknown): Plugin {
  const {focus} = options as PersistentCacheOptions;
  return {
    name: 'persistent-cache',
    configureWebpack(config) {
      if (config.mode !== 'development') return {};
      const cache = {
        type: 'persistent',
        version: cacheVersion(context.siteDir, focus === undefined ? 'npm start' : `npm run write ${focus}`),
        storage: {type: 'filesystem', directory: cacheDirectory(context.generatedFilesDir, focus)},
      };
      return {cache: true, experiments: {cache}};
    },
  };
}
