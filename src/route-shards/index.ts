import path from 'node:path';
import type {Plugin, RouteConfig} from '@docusaurus/types';
import {generateShardedRoutesCode, type RouteCodegen, type ShardedRoutesCode} from './codegen';
import {planRouteShards} from './plan';

/** The module name that the core patch's browser code imports client.ts by. */
export const CLIENT_MODULE = '@route-shards/client';

/**
 * Route shards: the docs' page routes leave Docusaurus' route table, which is
 * in `main.js` on every page, for shards of about 32 routes that load on
 * demand. At 2,000 write-ups a write-up's first load is 1.06× that at 21,
 * against 1.85× with every route in `main.js` (scripts/bench/README.md).
 *
 * patches/@docusaurus+core+3.7.0.patch calls this folder: its code generator
 * calls `generateShardedRoutesCode` (below), and its browser code imports
 * client.ts under the alias this plugin defines (UPGRADING.md).
 */
export default function routeShardsPlugin(): Plugin {
  return {
    name: 'route-shards',
    configureWebpack() {
      return {resolve: {alias: {[`${CLIENT_MODULE}$`]: path.join(__dirname, 'client.ts')}}};
    },
  };
}

/**
 * What the core patch's code generator calls instead of Docusaurus' own
 * `generateRoutesCode`, finding it on this function in the site config's
 * `plugins` (as Docusaurus finds a plugin's `validateOptions`).
 *
 * Production builds only. Under `docusaurus start`, a hot update re-runs the
 * client entry, which would still find the page's route in its list (put
 * there by the first load of its shard), so the updated shard would never run
 * again and an edit would never reach the open tab. The dev server compiles
 * every page anyway, so shards would save it little.
 */
routeShardsPlugin.generateShardedRoutesCode = (routes: RouteConfig[], codegen: RouteCodegen): ShardedRoutesCode =>
  generateShardedRoutesCode(process.env.NODE_ENV === 'production' ? planRouteShards(routes) : {routes, hosts: [], shards: []}, codegen);
