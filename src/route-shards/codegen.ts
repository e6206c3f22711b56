/**
 * The generated files of route shards, made with Docusaurus' own route code
 * generator (the core patch hands it over): `routes.js` without the routes
 * that leave, `route-shards/<n>.js` with them, and `routeShards.js`, the
 * shards' loaders.
 */
import type {RouteConfig} from '@docusaurus/types';
import type {RouteShardHost, RouteShardPlan} from './plan';
import {LOADERS_FILE, routeShardChunkName, routeShardFile, routeShardModule} from './names';

/** Chunk name → module path (escaped for a string literal), as Docusaurus' generator collects them. */
export type Registry = Record<string, string>;

/** What Docusaurus' route code generator returns, and fills as it generates each route. */
export interface RoutesCode {
  routesConfig: string;
  routesChunkNames: Record<string, unknown>;
  registry: Registry;
}

/** Docusaurus' route code generator (`codegenRoutes.js` of @docusaurus/core 3.7.0). */
export interface RouteCodegen {
  /** The code of `routes.js` and the two maps, for a route tree. */
  generateRoutesCode: (routes: RouteConfig[]) => RoutesCode;
  /** The code of one route; adds its chunk names and registry entries to `res`. */
  genRouteCode: (route: RouteConfig, res: RoutesCode, index: number, level: number) => string;
}

/** The code generator's result with the shards taken out, and the files to add to `.docusaurus/`, by path. */
export interface ShardedRoutesCode extends RoutesCode {
  files: Record<string, string>;
}

export function generateShardedRoutesCode(plan: RouteShardPlan, codegen: RouteCodegen): ShardedRoutesCode {
  const main = codegen.generateRoutesCode(plan.routes);
  const shards = plan.shards.map((sharded) => {
    const res: RoutesCode = {routesConfig: '', routesChunkNames: {}, registry: {}};
    const routes: Record<number, string[]> = {};
    for (const {route, host, index, level} of sharded) (routes[host] ??= []).push(codegen.genRouteCode(route, res, index, level));
    return {routes, routesChunkNames: res.routesChunkNames, registry: res.registry};
  });
  const registries = splitRegistry(
    main.registry,
    shards.map(({registry}) => registry),
  );
  const files: Record<string, string> = {[LOADERS_FILE]: loadersCode(shards.length)};
  shards.forEach((shard, index) => {
    files[routeShardFile(index)] = shardCode({...shard, hosts: plan.hosts, registry: registries.shards[index]!});
  });
  return {...main, registry: registries.main, files};
}

/**
 * Each chunk that the routes of one shard only use goes to that shard's
 * registry; a chunk that `routes.js` or several shards use goes to (or stays
 * in) the main registry, which every page loads.
 */
export function splitRegistry(main: Registry, shards: readonly Registry[]): {main: Registry; shards: Registry[]} {
  const users = new Map<string, number>();
  for (const registry of shards) for (const chunkName of Object.keys(registry)) users.set(chunkName, (users.get(chunkName) ?? 0) + 1);
  const shared = (chunkName: string) => Object.hasOwn(main, chunkName) || users.get(chunkName)! > 1;
  const sharedEntries = shards.flatMap((registry) => Object.entries(registry).filter(([chunkName]) => shared(chunkName)));
  return {
    main: {...Object.fromEntries(sharedEntries), ...main},
    shards: shards.map((registry) => Object.fromEntries(Object.entries(registry).filter(([chunkName]) => !shared(chunkName)))),
  };
}

/** `routeShards.js`: one loader per shard, each a chunk of its own. */
export function loadersCode(count: number): string {
  const loaders = Array.from(
    {length: count},
    (_, index) => `  () => import(/* webpackChunkName: "${routeShardChunkName(index)}" */ "${routeShardModule(index)}"),\n`,
  );
  return `export default [\n${loaders.join('')}];\n`;
}

/**
 * A shard's module. When it runs, it adds its registry entries and chunk
 * names to Docusaurus' maps and puts its routes back into the lists of
 * `routes.js` they were taken from, at the place they were taken from, so
 * that react-router matches them as if they had never left. It exports its
 * routes by host (server rendering reads them). The shard, not `main.js`,
 * says where its routes go: that keeps them out of `main.js`, which every
 * page loads, for a few bytes more on the shard a write-up loads, against finding marked routes in the tree from `main.js`.
 */
function shardCode({
  routes,
  hosts,
  routesChunkNames,
  registry,
}: {
  routes: Record<number, string[]>;
  hosts: readonly RouteShardHost[];
  routesChunkNames: object;
  registry: Registry;
}) {
  const hostLists = Object.entries(routes).map(([host, code]) => `  ${host}: [\n${indent(indent(code.join(',\n')))}\n  ],\n`);
  const putBack = Object.keys(routes).map((host) => {
    const where = hosts[Number(host)]!;
    return `${hostList(where)}.splice(${where.at}, 0, ...shard[${host}]);\n`;
  });
  return `import ComponentCreator from '@docusaurus/ComponentCreator';
import registry from '@generated/registry';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';

Object.assign(registry, {
${registryEntries(registry)}});
Object.assign(routesChunkNames, ${JSON.stringify(routesChunkNames, null, 2)});

const shard = {
${hostLists.join('')}};
${putBack.join('')}
export default shard;
`;
}

/** The host's list in `routes.js`'s export, as an expression: `routes[2].routes[0].routes`. */
const hostList = ({address}: RouteShardHost) => `routes${address.map((index) => `[${index}].routes`).join('')}`;

/**
 * Registry entries as Docusaurus writes them in `registry.js` (`[loader,
 * module path, weak module id]`, read by its ComponentCreator), sorted by
 * chunk name.
 */
function registryEntries(registry: Registry): string {
  return Object.entries(registry)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([chunkName, modulePath]) =>
        `  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],\n`,
    )
    .join('');
}

const indent = (code: string) => `  ${code.replace(/\n/g, '\n  ')}`;
