import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {compileFunction} from 'node:vm';
import type {RouteConfig} from '@docusaurus/types';
import ts from 'typescript';
import {afterAll, describe, expect, it, vi} from 'vitest';
import {readRouteChunkNames, routeShardOf as shardHoldingRoute} from '../../tests/support/route-chunk-names';
import {generateShardedRoutesCode, loadersCode, splitRegistry, type Registry, type RouteCodegen, type RoutesCode} from './codegen';
import {routeShardOf} from './key';
import {LOADERS_FILE, routeShardFile} from './names';
import {planRouteShards} from './plan';
import {docsOf, siteRoutes, writeUps} from '../../tests/support/route-fixtures';

/**
 * A stand-in for Docusaurus' generator that writes routes and fills the maps
 * the way it does: `path: '…',` lines, route keys `<path>-<hash>`, and a chunk
 * per module, named by the module.
 */
const codegen: RouteCodegen = {
  generateRoutesCode(routes) {
    const res: RoutesCode = {routesConfig: '', routesChunkNames: {}, registry: {}};
    res.routesConfig = `export default [\n${routes.map((route, i) => codegen.genRouteCode(route, res, i, 0)).join(',\n')}\n];\n`;
    return res;
  },
  genRouteCode(route, res, index, level) {
    const chunkOf = (module: string) => {
      const chunkName = module.replace(/\W/g, '');
      res.registry[chunkName] = module;
      return chunkName;
    };
    res.routesChunkNames[`${route.path}-abc`] = {
      __comp: chunkOf(route.component),
      ...Object.fromEntries(Object.entries(route.modules ?? {}).map(([name, module]) => [name, chunkOf(module as string)])),
    };
    const subroutes = route.routes?.map((subroute, i) => codegen.genRouteCode(subroute, res, i, level + 1));
    return `{\n  path: '${route.path}',\n  component: ComponentCreator('${route.path}', 'abc'),${route.exact ? '\n  exact: true,' : ''}${
      subroutes ? `\n  routes: [${subroutes.join(',\n')}],` : ''
    }\n}`;
  },
};

const isModule = (code: string) => ts.transpileModule(code, {reportDiagnostics: true}).diagnostics?.length === 0;

/** Runs a generated module as CommonJS, with `imports` as the modules it imports, and returns its default export. */
function run(code: string, imports: Record<string, unknown>): unknown {
  const {outputText} = ts.transpileModule(code, {compilerOptions: {module: ts.ModuleKind.CommonJS, esModuleInterop: false}});
  const require = Object.assign((name: string) => ({default: imports[name]}), {resolveWeak: (name: string) => name});
  const module = {exports: {} as {default?: unknown}};
  const evaluate = compileFunction(outputText, ['require', 'module', 'exports']) as (...args: unknown[]) => void;
  evaluate(require, module, module.exports);
  return module.exports.default;
}

/** The paths of a generated route list, nested as the routes are. */
type Paths = (string | [string, Paths])[];
const pathsOf = (routes: {path: string; routes?: unknown[]}[]): Paths =>
  routes.map((route) => (route.routes ? [route.path, pathsOf(route.routes as typeof routes)] : route.path));

describe('generateShardedRoutesCode', () => {
  const pages = writeUps(40);
  const plan = planRouteShards(siteRoutes(pages));
  const result = generateShardedRoutesCode(plan, codegen);
  const siteDir = mkdtempSync(path.join(tmpdir(), 'route-shards-'));
  afterAll(() => rmSync(siteDir, {recursive: true, force: true}));
  mkdirSync(path.join(siteDir, '.docusaurus/route-shards'), {recursive: true});
  writeFileSync(path.join(siteDir, '.docusaurus/routesChunkNames.json'), JSON.stringify(result.routesChunkNames));
  for (const [file, content] of Object.entries(result.files)) writeFileSync(path.join(siteDir, '.docusaurus', file), content);

  it("generates routes.js from the tree without the shards' routes", () => {
    expect(result.routesConfig).toContain("path: '/solve-problems/about/'");
    expect(result.routesConfig).not.toContain('Problem');
  });

  it('writes the loaders and one module per shard, each a module that parses', () => {
    expect(Object.keys(result.files).sort()).toEqual([LOADERS_FILE, routeShardFile(0), routeShardFile(1)].sort());
    for (const code of Object.values(result.files)) expect(isModule(code)).toBe(true);
  });

  it.each(pages.map(({path}) => [path]))(
    "puts %s's route and chunk names in the shard its path names, where the tests read them",
    (routePath) => {
      expect(shardHoldingRoute(siteDir, routePath)).toBe(routeShardOf(routePath, 2));
      const chunkNames = readRouteChunkNames(siteDir);
      expect(chunkNames[`${routePath}-abc`]).toBeDefined();
      expect(result.routesChunkNames[`${routePath}-abc`]).toBeUndefined();
    },
  );

  it("keeps a chunk that both shards' routes use in the main registry, and each page's own chunk in its shard only", () => {
    expect(result.registry).toHaveProperty('themeDocItem');
    for (const {path: routePath} of pages) {
      const own = `sitedocs${routePath.replace(/\W/g, '')}mdx`;
      expect(result.registry).not.toHaveProperty(own);
      expect(result.files[routeShardFile(routeShardOf(routePath, 2)!)]).toContain(`"${own}": [() => import(`);
    }
  });

  it("gives Docusaurus' generator each page's position and depth in its list", () => {
    const genRouteCode = vi.fn(codegen.genRouteCode);
    generateShardedRoutesCode(plan, {...codegen, genRouteCode});
    const page = pages[4]!;
    expect(genRouteCode).toHaveBeenCalledWith(page, expect.anything(), 4, 3);
  });

  it("writes each shard's module to put its routes back, when it runs, into the list of routes.js they left, where they left it", () => {
    const layout = (routePath: string): RouteConfig => ({path: routePath, component: '@theme/Layout', routes: []});
    const full = siteRoutes([layout('/solve-problems/a/'), ...pages, layout('/solve-problems/b/')]);
    const sharded = generateShardedRoutesCode(planRouteShards(full), codegen);
    const imports: Record<string, unknown> = {
      '@docusaurus/ComponentCreator': (routePath: string) => routePath,
      '@generated/registry': {},
      '@generated/routesChunkNames': {},
    };
    const routes = run(`import ComponentCreator from '@docusaurus/ComponentCreator';\n${sharded.routesConfig}`, imports) as RouteConfig[];
    const docs = () => pathsOf(docsOf(routes).routes!);
    expect(docs()).toEqual([
      ['/solve-problems/a/', []],
      ['/solve-problems/b/', []],
    ]);
    for (const index of [1, 0]) run(sharded.files[routeShardFile(index)]!, {...imports, '@generated/routes': routes});
    const [first, ...rest] = docs();
    expect(first).toEqual(['/solve-problems/a/', []]);
    expect(rest.at(-1)).toEqual(['/solve-problems/b/', []]);
    // The order of the exact pages among themselves does not change what matches.
    expect(new Set(rest.slice(0, -1))).toEqual(new Set(pages.map(({path: routePath}) => routePath)));
    expect(rest).toHaveLength(pages.length + 1);
  });

  it('writes only the loaders, with none, when nothing is sharded (development)', () => {
    const routes: RouteConfig[] = siteRoutes(pages);
    const unsharded = generateShardedRoutesCode({routes, hosts: [], shards: []}, codegen);
    expect(unsharded).toEqual({...codegen.generateRoutesCode(routes), files: {[LOADERS_FILE]: loadersCode(0)}});
  });
});

describe('loadersCode', () => {
  it("imports each shard's module as a chunk named after the shard", () => {
    const code = loadersCode(2);
    expect(code).toContain('() => import(/* webpackChunkName: "route-shard-0" */ "@generated/route-shards/0.js")');
    expect(code).toContain('() => import(/* webpackChunkName: "route-shard-1" */ "@generated/route-shards/1.js")');
    expect(code.match(/import\(/g)).toHaveLength(2);
    expect(isModule(code)).toBe(true);
  });

  it('exports an empty list when there is no shard', () => {
    expect(loadersCode(0)).not.toContain('import(');
    expect(isModule(loadersCode(0))).toBe(true);
  });
});

describe('splitRegistry', () => {
  it.each<[string, Registry, Registry[], {main: Registry; shards: Registry[]}]>([
    ['a chunk that routes.js uses stays in the main registry', {a: 'A'}, [{a: 'A'}, {}], {main: {a: 'A'}, shards: [{}, {}]}],
    ["a chunk that one shard's routes use goes to that shard", {}, [{b: 'B'}, {}], {main: {}, shards: [{b: 'B'}, {}]}],
    ['a chunk that two shards use goes to the main registry', {}, [{c: 'C'}, {c: 'C'}], {main: {c: 'C'}, shards: [{}, {}]}],
    [
      'chunks of every kind at once',
      {a: 'A'},
      [
        {a: 'A', b: 'B', c: 'C'},
        {c: 'C', d: 'D'},
      ],
      {main: {a: 'A', c: 'C'}, shards: [{b: 'B'}, {d: 'D'}]},
    ],
  ])('%s', (_case, main, shards, split) => {
    expect(splitRegistry(main, shards)).toEqual(split);
  });
});
