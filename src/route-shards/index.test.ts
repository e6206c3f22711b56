import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import routeShardsPlugin, {CLIENT_MODULE} from '.';
import type {RouteCodegen} from './codegen';
import {LOADERS_FILE, routeShardFile} from './names';
import {siteRoutes, writeUps} from '../../tests/support/route-fixtures';

describe('the route-shards plugin', () => {
  it('gives the browser and server bundles client.ts under the name the core patch imports', () => {
    const configure = routeShardsPlugin().configureWebpack!.bind(undefined as never);
    for (const isServer of [false, true]) {
      expect(configure({}, isServer, undefined as never, undefined)).toEqual({
        resolve: {alias: {[`${CLIENT_MODULE}$`]: path.join(__dirname, 'client.ts')}},
      });
    }
  });
});

describe('routeShardsPlugin.generateShardedRoutesCode', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  const routes = siteRoutes(writeUps(40));
  const codegen: RouteCodegen = {
    generateRoutesCode: () => ({routesConfig: '', routesChunkNames: {}, registry: {}}),
    genRouteCode: (route) => `{path: '${route.path}'}`,
  };

  it('makes shards in a production build', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const {files} = routeShardsPlugin.generateShardedRoutesCode(routes, codegen);
    expect(Object.keys(files).sort()).toEqual([LOADERS_FILE, routeShardFile(0), routeShardFile(1)].sort());
  });

  // Under docusaurus start, a hot update would never reach a page whose route is in a shard (the plugin's comment).
  it('makes none under the dev server, which gets the whole route tree', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const generateRoutesCode = vi.fn(codegen.generateRoutesCode);
    const {files} = routeShardsPlugin.generateShardedRoutesCode(routes, {...codegen, generateRoutesCode});
    expect(Object.keys(files)).toEqual([LOADERS_FILE]);
    expect(generateRoutesCode).toHaveBeenCalledWith(routes);
  });
});
