/**
 * The browser's side of route shards, as pure logic over the shards' loaders
 * (client.ts binds it to the generated module). Loading a shard runs its
 * module, which puts its routes back into `routes.js`'s lists (codegen.ts).
 *
 * Every write-up's first load runs this from `main.js`, so it is kept small:
 * it holds no route and no host list, only which shard a path needs and
 * which shards are loading or loaded.
 */
import {normalizeRoutePath, routeShardOf} from './key';
import {routeShardChunkName, routeShardModule, type RouteShardModule} from './names';

/** A route as react-router-config has it; Docusaurus' route attributes are its other properties. */
export interface ShardRoute {
  path?: string | string[];
  exact?: boolean;
  routes?: ShardRoute[];
}

/** A match of react-router-config's `matchRoutes`. */
export interface RouteMatch {
  route: ShardRoute;
}

/** Loads one shard's module (a dynamic `import()`, one chunk per shard). */
export type RouteShardLoader<Route> = () => Promise<{default: RouteShardModule<Route>}>;

export interface RouteShards {
  /**
   * Loads the shard that may hold the route of `pathname`, unless one of
   * `matches` (its matches among the routes loaded so far) is exact: then its
   * route is loaded already. Once this resolves, its route can be matched.
   */
  loadRouteShards: (pathname: string, matches: readonly RouteMatch[]) => Promise<void>;
  /**
   * What prefetching a link to `pathname` fetches instead of its route's
   * chunks: the chunk of the shard that may hold its route while that shard is
   * not loaded (fetched, not run); nothing when the route is already loaded.
   */
  routeShardChunkNamesToPrefetch: (pathname: string, matches: readonly RouteMatch[]) => string[];
  /** The number of shards. */
  count: number;
  /** The modules of the shards loaded so far, by number. */
  loaded: readonly (RouteShardModule<ShardRoute> | undefined)[];
}

export function createRouteShards<Route extends ShardRoute>(loaders: readonly RouteShardLoader<Route>[]): RouteShards {
  const loading: (Promise<void> | undefined)[] = [];
  const loaded: RouteShardModule<Route>[] = [];
  const shardToLoad = (pathname: string, matches: readonly RouteMatch[]) =>
    matches.some(({route}) => route.exact === true) ? undefined : routeShardOf(pathname, loaders.length);

  return {
    async loadRouteShards(pathname, matches) {
      const index = shardToLoad(pathname, matches);
      if (index === undefined) return;
      await (loading[index] ??= loaders[index]!().then(
        ({default: shard}) => {
          loaded[index] = shard;
        },
        (error: unknown) => {
          // A failed load (a network error, a deploy) is tried again on the next call.
          loading[index] = undefined;
          throw error;
        },
      ));
    },
    routeShardChunkNamesToPrefetch(pathname, matches) {
      const index = shardToLoad(pathname, matches);
      return index === undefined || loaded[index] ? [] : [routeShardChunkName(index)];
    },
    count: loaders.length,
    loaded,
  };
}

/**
 * What server rendering reports for the page at `pathname`, so that its HTML
 * loads the shard that holds its route: the shard's chunk name (read in
 * Rspack's client manifest) and its module (in webpack's). Nothing for a route
 * outside the shards. A function of its own, so that `main.js`, which never
 * calls it, leaves it out.
 */
export function routeShardModules({count, loaded}: RouteShards, pathname: string): string[] {
  const index = routeShardOf(pathname, count);
  const shard = index === undefined ? undefined : loaded[index];
  const path = normalizeRoutePath(pathname);
  const holds = Object.values(shard ?? {}).some((routes) =>
    routes.some((route) => typeof route.path === 'string' && normalizeRoutePath(route.path) === path),
  );
  return holds ? [routeShardChunkName(index!), routeShardModule(index!)] : [];
}
