/**
 * Which routes leave `routes.js` (and so `main.js`, loaded by every page) for
 * a route shard, and which shard each goes to.
 */
import type {RouteConfig} from '@docusaurus/types';
import {routeShardOf} from './key';

/** A list with fewer routes that can leave stays whole: the docs' pages are the list that grows. */
export const ROUTE_SHARD_MIN = 16;
/** Routes per shard, on average: the shard count is the number of routes that leave divided by this, rounded up. */
export const ROUTE_SHARD_SIZE = 32;

/** A route that leaves `routes.js`, with what Docusaurus' code generator needs to name it as it would in place. */
export interface ShardedRoute {
  route: RouteConfig;
  /** The id of the list it comes from (its host). */
  host: number;
  /** Its position in that list, and the list's depth in the route tree. */
  index: number;
  level: number;
}

/**
 * A list of subroutes that routes left (a host), found in the route tree
 * that stays: `address` is the position of the route holding it at each depth
 * (`routes[a].routes[b]…`), and its routes go back at `at`.
 */
export interface RouteShardHost {
  address: number[];
  at: number;
}

export interface RouteShardPlan {
  /** The route tree that stays in `routes.js`. */
  routes: RouteConfig[];
  /** The lists that routes left, by id. */
  hosts: RouteShardHost[];
  /** Each shard's routes. */
  shards: ShardedRoute[][];
}

/**
 * A route that a shard can hold: exact, with no subroutes, and a literal path
 * (no parameter or pattern), so that the path alone says which shard holds it.
 */
export function isShardableLeaf(route: RouteConfig): boolean {
  return route.exact === true && !route.routes && !/[:*?+()]/.test(route.path);
}

/**
 * Where in a list of subroutes the routes that leave are: all its shardable
 * routes, when there are at least ROUTE_SHARD_MIN and they are contiguous (so
 * that putting them back at one position keeps the order react-router matches
 * in); none otherwise.
 */
export function shardableRange(routes: readonly RouteConfig[]): {start: number; end: number} | undefined {
  const count = routes.filter(isShardableLeaf).length;
  if (count < ROUTE_SHARD_MIN) return undefined;
  const start = routes.findIndex(isShardableLeaf);
  const end = start + count;
  return routes.slice(start, end).every(isShardableLeaf) ? {start, end} : undefined;
}

/** Takes the shardable routes of every nested list out of the tree (top-level routes stay) and spreads them over shards by path. */
export function planRouteShards(routes: readonly RouteConfig[]): RouteShardPlan {
  const leaving: ShardedRoute[] = [];
  const hosts: RouteShardHost[] = [];
  const visit = (route: RouteConfig, address: number[]): RouteConfig => {
    const subroutes = route.routes;
    if (!subroutes) return route;
    const range = shardableRange(subroutes);
    const level = address.length;
    if (range) {
      const host = hosts.push({address, at: range.start}) - 1;
      subroutes
        .slice(range.start, range.end)
        .forEach((subroute, i) => leaving.push({route: subroute, host, index: range.start + i, level}));
    }
    const kept = range ? [...subroutes.slice(0, range.start), ...subroutes.slice(range.end)] : subroutes;
    return {...route, routes: kept.map((subroute, i) => visit(subroute, [...address, i]))};
  };
  const planned = routes.map((route, i) => visit(route, [i]));
  const count = Math.ceil(leaving.length / ROUTE_SHARD_SIZE);
  const shards = Array.from({length: count}, (): ShardedRoute[] => []);
  for (const sharded of leaving) shards[routeShardOf(sharded.route.path, count)!]!.push(sharded);
  return {routes: planned, hosts, shards};
}
