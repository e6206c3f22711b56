import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {routeShardOf} from './key';
import {isShardableLeaf, planRouteShards, ROUTE_SHARD_MIN, shardableRange} from './plan';
import {docsOf, page, siteRoutes, writeUps} from '../../tests/support/route-fixtures';

const layout = (path: string): RouteConfig => ({path, component: '@theme/Layout', routes: [page(`${path}inner/`)]});

describe('isShardableLeaf', () => {
  it.each([
    ['an exact page with a literal path', page('/solve-problems/LeetCode/Two Sum/'), true],
    ['a route that is not exact', {...page('/solve-problems/a/'), exact: false}, false],
    ['a route with subroutes', {...page('/solve-problems/a/'), routes: []}, false],
    ['a path with a parameter', page('/solve-problems/tags/:tag/'), false],
    ['a wildcard path', page('/solve-problems/*'), false],
    ['an optional part', page('/solve-problems/a(/b)?'), false],
  ])('%s: %s', (_case, route, shardable) => {
    expect(isShardableLeaf(route)).toBe(shardable);
  });
});

describe('shardableRange', () => {
  it.each([
    ['fewer than the minimum', writeUps(ROUTE_SHARD_MIN - 1), undefined],
    ['the minimum', writeUps(ROUTE_SHARD_MIN), {start: 0, end: ROUTE_SHARD_MIN}],
    ['pages between other routes', [layout('/x/'), ...writeUps(20), layout('/y/')], {start: 1, end: 21}],
    ['pages split by another route', [...writeUps(10), layout('/x/'), ...writeUps(10)], undefined],
  ])('%s', (_case, routes, range) => {
    expect(shardableRange(routes)).toEqual(range);
  });
});

describe('planRouteShards', () => {
  it("takes a nested list's pages out of the tree, saying where they go back, and keeps every other route in order", () => {
    const routes = siteRoutes([layout('/solve-problems/a/'), ...writeUps(20), layout('/solve-problems/b/')]);
    const plan = planRouteShards(routes);
    expect(plan.routes.slice(0, 2)).toEqual(routes.slice(0, 2));
    expect(docsOf(plan.routes)).toEqual({...docsOf(routes), routes: [layout('/solve-problems/a/'), layout('/solve-problems/b/')]});
    // docsOf: routes[2].routes[0].routes[0].routes
    expect(plan.hosts).toEqual([{address: [2, 0, 0], at: 1}]);
    expect(plan.shards.flat().map(({route}) => route)).toEqual(expect.arrayContaining(writeUps(20)));
    expect(plan.shards.flat()).toHaveLength(20);
  });

  it("gives each page its list's id, its position in the list and the list's depth, as Docusaurus would name it in place", () => {
    const plan = planRouteShards(siteRoutes([layout('/solve-problems/a/'), ...writeUps(20)]));
    const sharded = plan.shards.flat().find(({route}) => route.path === '/solve-problems/LeetCode/Problem 3/');
    expect(sharded).toMatchObject({host: 0, index: 3, level: 3});
  });

  it('leaves the route tree it is given unchanged', () => {
    const routes = siteRoutes(writeUps(40));
    const copy = structuredClone(routes);
    planRouteShards(routes);
    expect(routes).toEqual(copy);
  });

  it.each([
    [ROUTE_SHARD_MIN, 1],
    [32, 1],
    [33, 2],
    [2000, 63],
  ])('puts %i pages in %i shards of about 32, each page in the shard its path names', (count, shards) => {
    const plan = planRouteShards(siteRoutes(writeUps(count)));
    expect(plan.shards).toHaveLength(shards);
    plan.shards.forEach((sharded, index) => {
      for (const {route} of sharded) expect(routeShardOf(route.path, shards)).toBe(index);
    });
    expect(plan.shards.flat()).toHaveLength(count);
  });

  it('numbers each list it takes pages from', () => {
    const routes: RouteConfig[] = [
      {path: '/a/', component: 'A', routes: writeUps(16).map((route) => ({...route, path: `/a${route.path}`}))},
      {path: '/b/', component: 'B', routes: writeUps(16).map((route) => ({...route, path: `/b${route.path}`}))},
    ];
    const plan = planRouteShards(routes);
    expect(plan.hosts).toEqual([
      {address: [0], at: 0},
      {address: [1], at: 0},
    ]);
    expect(new Set(plan.shards.flat().map(({host}) => host))).toEqual(new Set([0, 1]));
  });

  it.each([
    ['the top-level routes, however many', writeUps(40)],
    ['a nested list with fewer pages than the minimum', siteRoutes(writeUps(ROUTE_SHARD_MIN - 1))],
  ])('takes nothing out of %s', (_case, routes) => {
    expect(planRouteShards(routes)).toEqual({routes, hosts: [], shards: []});
  });
});
