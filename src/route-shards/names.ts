/**
 * The names that the build's generated files and the browser module share:
 * each a fact kept here once.
 */

/** The generated module (in `.docusaurus/`) that lists the shards' loaders, one `import()` each. */
export const LOADERS_FILE = 'routeShards.js';

/** The generated module of shard `index`, relative to `.docusaurus/`. */
export const routeShardFile = (index: number): string => `route-shards/${index}.js`;

/** How the loaders import shard `index`: server rendering reports this module name for webpack's client manifest. */
export const routeShardModule = (index: number): string => `@generated/${routeShardFile(index)}`;

/** Shard `index`'s chunk, `route-shard-<n>.js` in the build: prefetching asks for it, server rendering reports it for Rspack's client manifest. */
export const routeShardChunkName = (index: number): string => `route-shard-${index}`;

/** A route shard module's default export: its routes, by the id of the host list they belong to. */
export type RouteShardModule<Route> = Record<number, Route[]>;
