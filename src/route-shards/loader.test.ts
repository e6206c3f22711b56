import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it, vi} from 'vitest';
import {routeShardOf} from './key';
import {createRouteShards, routeShardModules, type RouteShardLoader} from './loader';
import {planRouteShards} from './plan';
import {docsOf, siteRoutes, writeUps} from '../../tests/support/route-fixtures';

/** The site's routes as the build leaves them (routes.js), and a loader per shard serving the routes the build put in it. */
function build(pageCount: number) {
  const pages = writeUps(pageCount);
  const plan = planRouteShards(siteRoutes([layout('/solve-problems/tags/'), ...pages, layout('/solve-problems/search/')]));
  const loaders = plan.shards.map((sharded) =>
    vi.fn<RouteShardLoader<RouteConfig>>(() => {
      const shard: Record<number, RouteConfig[]> = {};
      for (const {route, host} of sharded) (shard[host] ??= []).push(route);
      return Promise.resolve({default: shard});
    }),
  );
  return {pages, routes: plan.routes, loaders, shards: createRouteShards(loaders)};
}

const layout = (path: string): RouteConfig => ({path, component: '@theme/Layout', routes: []});

// What react-router-config's matchRoutes gives for a write-up before its shard is loaded (the docs' layout routes,
// none exact), and for the home page (an exact route).
const layoutMatches = (routes: RouteConfig[]) => [{route: routes[2]!}, {route: routes[2]!.routes![0]!}, {route: docsOf(routes)}];
const homeMatches = (routes: RouteConfig[]) => [{route: routes[1]!}];

describe('createRouteShards', () => {
  describe('loadRouteShards', () => {
    it('loads the shard its path names and no other, and keeps its module', async () => {
      const {pages, routes, loaders, shards} = build(80);
      const path = pages[7]!.path;
      await shards.loadRouteShards(path, layoutMatches(routes));
      const index = routeShardOf(path, loaders.length)!;
      loaders.forEach((loader, i) => expect(loader).toHaveBeenCalledTimes(i === index ? 1 : 0));
      expect(shards.loaded[index]).toEqual((await loaders[index]!()).default);
      expect(shards.loaded.filter(Boolean)).toHaveLength(1);
    });

    it('loads the shard of a path in any form the router matches', async () => {
      const {pages, routes, loaders, shards} = build(80);
      const path = pages[7]!.path.toUpperCase().replace(/ /g, '%20').replace(/\/$/, '');
      await shards.loadRouteShards(path, layoutMatches(routes));
      expect(loaders[routeShardOf(pages[7]!.path, loaders.length)!]).toHaveBeenCalledTimes(1);
    });

    it('loads nothing when an exact route already matches the path', async () => {
      const {routes, loaders, shards} = build(80);
      await shards.loadRouteShards('/solve-problems/', homeMatches(routes));
      for (const loader of loaders) expect(loader).not.toHaveBeenCalled();
    });

    it('loads a shard once, however many calls ask for it at once or later', async () => {
      const {pages, routes, loaders, shards} = build(16);
      expect(loaders).toHaveLength(1);
      await Promise.all(pages.map((page) => shards.loadRouteShards(page.path, layoutMatches(routes))));
      await shards.loadRouteShards(pages[0]!.path, layoutMatches(routes));
      expect(loaders[0]).toHaveBeenCalledTimes(1);
      expect(shards.loaded[0]).toBeDefined();
    });

    it('fails when its shard fails to load, and loads it on the next call', async () => {
      const {pages, routes, loaders, shards} = build(16);
      loaders[0]!.mockRejectedValueOnce(new Error('Loading chunk route-shard-0 failed'));
      await expect(shards.loadRouteShards(pages[0]!.path, layoutMatches(routes))).rejects.toThrow('route-shard-0');
      expect(shards.loaded[0]).toBeUndefined();
      await shards.loadRouteShards(pages[0]!.path, layoutMatches(routes));
      expect(loaders[0]).toHaveBeenCalledTimes(2);
      expect(shards.loaded[0]).toBeDefined();
    });

    it('has nothing to load when the build made no shard (development)', async () => {
      await expect(createRouteShards([]).loadRouteShards('/solve-problems/LeetCode/Problem 1/', [])).resolves.toBeUndefined();
    });
  });

  describe('routeShardChunkNamesToPrefetch', () => {
    it("names the chunk of the path's shard until that shard is loaded, then nothing", async () => {
      const {pages, routes, loaders, shards} = build(80);
      const path = pages[7]!.path;
      const index = routeShardOf(path, loaders.length);
      expect(shards.routeShardChunkNamesToPrefetch(path, layoutMatches(routes))).toEqual([`route-shard-${index}`]);
      expect(loaders[index!]).not.toHaveBeenCalled();
      await shards.loadRouteShards(path, layoutMatches(routes));
      expect(shards.routeShardChunkNamesToPrefetch(path, layoutMatches(routes))).toEqual([]);
    });

    it('names nothing for a path that an exact route matches', () => {
      const {routes, shards} = build(80);
      expect(shards.routeShardChunkNamesToPrefetch('/solve-problems/', homeMatches(routes))).toEqual([]);
    });

    it('names nothing when the build made no shard (development)', () => {
      expect(createRouteShards([]).routeShardChunkNamesToPrefetch('/solve-problems/a/', [])).toEqual([]);
    });
  });

  describe('routeShardModules', () => {
    it("reports the chunk and the module of the shard holding the page's route, for the path in any form the router matches", async () => {
      const {pages, routes, loaders, shards} = build(80);
      const path = pages[7]!.path;
      const index = routeShardOf(path, loaders.length)!;
      await shards.loadRouteShards(path, layoutMatches(routes));
      const modules = [`route-shard-${index}`, `@generated/route-shards/${index}.js`];
      expect(routeShardModules(shards, path)).toEqual(modules);
      expect(routeShardModules(shards, path.toLowerCase().replace(/\/$/, ''))).toEqual(modules);
    });

    it('reports nothing for a route outside the shards, or one whose shard is not loaded', async () => {
      const {pages, routes, loaders, shards} = build(80);
      const loaded = pages[7]!.path;
      await shards.loadRouteShards(loaded, layoutMatches(routes));
      const notLoaded = pages.find((page) => routeShardOf(page.path, loaders.length) !== routeShardOf(loaded, loaders.length))!.path;
      expect(routeShardModules(shards, '/solve-problems/')).toEqual([]);
      expect(routeShardModules(shards, notLoaded)).toEqual([]);
      expect(routeShardModules(shards, loaded)).not.toEqual([]);
    });

    it('reports nothing for a route outside the shards whose path falls in a loaded shard', async () => {
      const {pages, routes, loaders, shards} = build(80);
      const home = '/solve-problems/';
      const sameShard = pages.find((page) => routeShardOf(page.path, loaders.length) === routeShardOf(home, loaders.length))!.path;
      await shards.loadRouteShards(sameShard, layoutMatches(routes));
      expect(routeShardModules(shards, home)).toEqual([]);
      expect(routeShardModules(shards, sameShard)).not.toEqual([]);
    });
  });
});
