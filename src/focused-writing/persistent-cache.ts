import {createHash} from 'node:crypto';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeWhenChanged} from '../plugin-kit/write-when-changed';
import {cacheVersion} from './cache-version';
import {pruneCaches, seedCache} from './cache-folders';

export type PersistentCacheOptions = {
  /** The focused write-up under `npm run write` (`<platform>/<folder>`). */
  focus: string;
  /** The docs folder, whose pages depend on the focus. */
  docsDir: string;
};

/** Where the cache lives: in `.docusaurus/`, so each copy of the site has its own and `npm run clear` empties it. */
export function cacheDirectory(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, 'rspack-cache', 'write');
}

/** The cache's version: the same for every focus, so that a focus's cache can start from another's (./cache-folders.ts). */
export function writeCacheVersion(siteDir: string): string {
  return cacheVersion(siteDir, 'npm run write');
}

/** The name of a focus's cache folder under cacheDirectory: the version, then a hash of the focus. */
export function focusCacheFolder(version: string, focus: string): string {
  return `${version}-${createHash('sha256').update(focus).digest('hex').slice(0, 8)}`;
}

/** The file that names the focus, on which every docs page depends (./depend-on-focus.cjs). */
export const focusFile = (generatedFilesDir: string) => path.join(generatedFilesDir, 'focused-writing', 'focus.txt');

/**
 * Rspack's persistent cache under `npm run write`: a second start restores the
 * modules built by the first instead of compiling them again. Docusaurus 3.7 leaves Rspack without one: it gives
 * webpack a filesystem cache only.
 *
 * Not under `npm start`: at 2,000 write-ups its second start took 31 s instead
 * of 67 s, but with the cache and every incremental pass, as `npm start`
 * keeps, a compile error, its fix, then a write-up folder added left the
 * server hung: no compile and no page load. With the cache and the
 * two passes of src/dev-compilation the folder reached the open page in 16 s.
 *
 * The version (./cache-version.ts) hashes the code that builds the pages.
 * Each focus has a folder of its own, which starts as a copy of the one used
 * last with the same version, and the five folders used last are kept
 * (./cache-folders.ts). The production build keeps no cache.
 */
export default function persistentCachePlugin(context: Pick<LoadContext, 'siteDir' | 'generatedFilesDir'>, options: unknown): Plugin {
  const {focus, docsDir} = options as PersistentCacheOptions;
  return {
    name: 'persistent-cache',
    async loadContent() {
      await writeWhenChanged(focusFile(context.generatedFilesDir), focus);
    },
    configureWebpack(config) {
      if (config.mode !== 'development') return {};
      const version = writeCacheVersion(context.siteDir);
      // A folder of its own for each focus: Rspack names the folders it writes after hashes of its own.
      const caches = cacheDirectory(context.generatedFilesDir);
      const folder = focusCacheFolder(version, focus);
      seedCache(caches, folder, version);
      pruneCaches(caches, folder);
      const cache = {type: 'persistent', version, storage: {type: 'filesystem', directory: path.join(caches, folder)}};
      const dependOnFocus = {
        loader: path.join(__dirname, 'depend-on-focus.cjs'),
        options: {focusFile: focusFile(context.generatedFilesDir)},
      };
      return {cache: true, experiments: {cache}, module: {rules: [{test: /\.mdx?$/, include: [docsDir], use: [dependOnFocus]}]}};
    },
  };
}
