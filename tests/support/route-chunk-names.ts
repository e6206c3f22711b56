import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** A route's chunk names by module, nested as its modules are (`{__comp: '…', content: '…', __context: {plugin: '…'}}`). */
export type RouteChunkNames = Record<string, unknown>;

/** The chunk names object that a route shard module (`.docusaurus/route-shards/<n>.js`) adds to Docusaurus' map. */
const SHARD_CHUNK_NAMES = /^Object\.assign\(routesChunkNames, (\{[\s\S]*?\})\);$/m;

/**
 * Every route's chunk names, by route key (the route path, "-" and a short
 * hash), from the build's generated files: `.docusaurus/routesChunkNames.json`
 * and, for the routes that patches/@docusaurus+core+3.7.0.patch moves into
 * route shards, each `.docusaurus/route-shards/<n>.js`.
 */
export function readRouteChunkNames(siteDir: string): Record<string, RouteChunkNames> {
  const generated = path.join(siteDir, '.docusaurus');
  const chunkNames = JSON.parse(readFileSync(path.join(generated, 'routesChunkNames.json'), 'utf8')) as Record<string, RouteChunkNames>;
  const shardDir = path.join(generated, 'route-shards');
  // A site of a few pages (the focused build of npm run check:write-up) has no shards.
  for (const file of existsSync(shardDir) ? readdirSync(shardDir) : []) {
    const source = readFileSync(path.join(shardDir, file), 'utf8');
    const json = SHARD_CHUNK_NAMES.exec(source)?.[1];
    if (json === undefined)
      throw new Error(`${path.join(shardDir, file)}: no "Object.assign(routesChunkNames, {…});" line; the route shard format changed`);
    Object.assign(chunkNames, JSON.parse(json) as Record<string, RouteChunkNames>);
  }
  return chunkNames;
}

/** The chunk names of the route at `routePath` (with the base path; with or without its trailing slash), if the build has it. */
export function routeChunkNamesOf(siteDir: string, routePath: string): RouteChunkNames | undefined {
  const withoutSlash = (p: string) => p.replace(/\/$/, '');
  // Keys are the route path followed by "-" and a short hash.
  return Object.entries(readRouteChunkNames(siteDir)).find(
    ([key]) => withoutSlash(key.replace(/-[^-]+$/, '')) === withoutSlash(routePath),
  )?.[1];
}

/** The chunk names in a route's (nested) chunk names. */
export const chunkNamesIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(chunkNamesIn) : [];

/**
 * The number of the route shard that holds the route at `routePath` (as
 * Docusaurus writes it, with the base path and trailing slash), if it is in a
 * shard: its chunk is `route-shard-<n>`.
 */
export function routeShardOf(siteDir: string, routePath: string): number | undefined {
  const shardDir = path.join(siteDir, '.docusaurus/route-shards');
  const line = `path: '${routePath.replace(/'/g, "\\'")}',`;
  const file = readdirSync(shardDir).find((name) => readFileSync(path.join(shardDir, name), 'utf8').includes(line));
  return file === undefined ? undefined : Number(path.basename(file, '.js'));
}
