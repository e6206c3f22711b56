/** `.docusaurus/routeShards.js`, written by codegen.ts: one loader per route shard. */
declare module '@generated/routeShards' {
  type Route = (typeof import('@generated/routes'))['default'][number];
  const loaders: import('./loader').RouteShardLoader<Route>[];
  export default loaders;
}
