/**
 * The browser's side of route shards, as pure logic over the route list and
 * the shards' loaders (client.ts binds it to the generated modules). A shard
 * adds its routes to the lists they were taken from, at the place they were
 * taken from, so that react-router matches them as if they had never left.
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
  /**
   * What server rendering reports for the page at `pathname`, so that its
   * HTML loads the shard that holds its route: the shard's chunk name (read in
   * Rspack's client manifest) and its module (in webpack's). Nothing for a
   * route outside the shards.
   */
  routeShardModules: (pathname: string) => string[];
}

interface Host<Route> {
  routes: Route[];
  at: number;
}

export function createRouteShards<Route extends ShardRoute>(routes: Route[], loaders: readonly RouteShardLoader<Route>[]): RouteShards {
  const loading = new Map<number, Promise<void>>();
  const loaded = new Set<number>();
  /** The shard of each route that a shard brought, by its normalized path. */
  const shardOfPath = new Map<string, number>();
  let hosts: Map<number, Host<Route>> | undefined;

  const shardsOf = (pathname: string): number[] => {
    const index = routeShardOf(pathname, loaders.length);
    return index === undefined ? [] : [index];
  };
  const matchesExactly = (matches: readonly RouteMatch[]) => matches.some(({route}) => route.exact === true);

  function hostOf(id: number): Host<Route> {
    hosts ??= hostsIn(routes);
    const host = hosts.get(id);
    if (!host) throw new Error(`Route shards: no route is marked as the host of list ${id}; the generated route files are out of date.`);
    return host;
  }

  function load(index: number): Promise<void> {
    let promise = loading.get(index);
    if (!promise) {
      promise = loaders[index]!().then(
        ({default: shard}) => {
          for (const [id, shardRoutes] of Object.entries(shard)) {
            const host = hostOf(Number(id));
            host.routes.splice(host.at, 0, ...shardRoutes);
            for (const route of shardRoutes) if (typeof route.path === 'string') shardOfPath.set(normalizeRoutePath(route.path), index);
          }
          loaded.add(index);
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
      if (matchesExactly(matches)) return;
      await Promise.all(shardsOf(pathname).map(load));
    },
    routeShardChunkNamesToPrefetch(pathname, matches) {
      if (matchesExactly(matches)) return [];
      return shardsOf(pathname)
        .filter((index) => !loaded.has(index))
        .map(routeShardChunkName);
    },
    routeShardModules(pathname) {
      const index = shardOfPath.get(normalizeRoutePath(pathname));
      return index === undefined ? [] : [routeShardChunkName(index), routeShardModule(index)];
    },
  };
}

/** The route lists marked as hosts (plan.ts), by id. */
function hostsIn<Route extends ShardRoute>(routes: Route[]): Map<number, Host<Route>> {
  const hosts = new Map<number, Host<Route>>();
  const visit = (route: Route) => {
    const mark = (route as Record<string, unknown>)[ROUTE_SHARD_HOST];
    if (Array.isArray(mark) && route.routes) {
      const [id, at] = mark as [number, number];
      hosts.set(id, {routes: route.routes as Route[], at});
    }
    (route.routes as Route[] | undefined)?.forEach(visit);
  };
  routes.forEach(visit);
  return hosts;
}
