/**
 * The browser's side of route shards, as pure logic over the route list and
 * the shards' loaders (client.ts binds it to the generated modules). A shard
 * adds its routes to the lists they were taken from, at the place they were
 * taken from, so that react-router matches them as if they had never left.
 *
 * Every write-up's first load runs this from `main.js`, so it is kept small:
 * 651 B gzip minified with esbuild (the browser's part, with key.ts), against
 * 867 B for its first version, which looked its host lists up on first use,
 * reported an out-of-date host and carried server rendering's report; routes.js
 * and the shards come from one call of the code generator, so a shard's host
 * is always marked.
 */
import {normalizeRoutePath, routeShardOf} from './key';
import {ROUTE_SHARD_HOST, routeShardChunkName, routeShardModule, type RouteShardModule} from './names';

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

export function createRouteShards<Route extends ShardRoute>(routes: Route[], loaders: readonly RouteShardLoader<Route>[]): RouteShards {
  const loading = new Map<number, Promise<void>>();
  const loaded: RouteShardModule<Route>[] = [];
  const hosts = hostsIn(routes);
  const shardToLoad = (pathname: string, matches: readonly RouteMatch[]) =>
    matches.some(({route}) => route.exact === true) ? undefined : routeShardOf(pathname, loaders.length);

  function load(index: number): Promise<void> {
    let promise = loading.get(index);
    if (!promise) {
      promise = loaders[index]!().then(
        ({default: shard}) => {
          for (const [id, shardRoutes] of Object.entries(shard)) {
            const [list, at] = hosts[Number(id)]!;
            list.splice(at, 0, ...shardRoutes);
          }
          loaded[index] = shard;
        },
        (error: unknown) => {
          // A failed load (a network error, a deploy) is tried again on the next call.
          loading.delete(index);
          throw error;
        },
      );
      loading.set(index, promise);
    }
    return promise;
  }

  return {
    async loadRouteShards(pathname, matches) {
      const index = shardToLoad(pathname, matches);
      if (index !== undefined) await load(index);
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

/** The route lists marked as hosts (plan.ts), by id, with the position their shards' routes go back to. */
function hostsIn(routes: ShardRoute[]): [ShardRoute[], number][] {
  const hosts: [ShardRoute[], number][] = [];
  const visit = (route: ShardRoute & {[ROUTE_SHARD_HOST]?: [number, number]}) => {
    const mark = route[ROUTE_SHARD_HOST];
    if (mark && route.routes) hosts[mark[0]] = [route.routes, mark[1]];
    route.routes?.forEach(visit);
  };
  routes.forEach(visit);
  return hosts;
}
