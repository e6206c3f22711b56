/**
 * The browser module that the core patch's hooks call (`preload.js`,
 * `docusaurus.js`, `serverEntry.js` of @docusaurus/core), imported under the
 * alias that index.ts defines: loader.ts bound to the shards' loaders. Bundled for the browser and for server rendering.
 */
import loaders from '@generated/routeShards';
import {createRouteShards, routeShardModules as modulesOf} from './loader';

const shards = createRouteShards(loaders);

export const {loadRouteShards, routeShardChunkNamesToPrefetch} = shards;

/** Server rendering only (serverEntry.js); see loader.ts. */
export const routeShardModules = (pathname: string): string[] => modulesOf(shards, pathname);
