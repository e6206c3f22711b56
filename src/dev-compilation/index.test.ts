import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import devCompilationPlugin, {DEV_INCREMENTAL, SITE_ON_REQUEST} from '.';
import {FinishedStatsPlugin} from './finished-stats';
import {ON_CLICK_MODULES} from './on-click';

const generatedFilesDir = '/site/.docusaurus';
const configure = (mode: 'development' | 'production', argv: string[] = ['node', 'docusaurus', 'start'], focused = false) =>
  devCompilationPlugin({generatedFilesDir}, {focused, argv}).configureWebpack!({mode}, false, {} as never, undefined);

describe('the dev-compilation plugin', () => {
  it('compiles the pages and the components loaded on a click on first request, with the registry loader, and the two safe incremental passes in development, sent uncompressed', () => {
    expect(configure('development')).toEqual({
      devServer: {compress: false},
      plugins: [expect.any(FinishedStatsPlugin)],
      experiments: {incremental: DEV_INCREMENTAL, lazyCompilation: {imports: true, entries: false, test: SITE_ON_REQUEST}},
      module: {rules: [{test: /registry\.js$/, include: generatedFilesDir, loader: path.join(__dirname, 'registry-loader.cjs')}]},
    });
  });

  it('compiles every page at the start under npm run write, the components loaded on a click on first request, and no source map', () => {
    expect(configure('development', ['node', 'docusaurus', 'start'], true)).toEqual({
      devServer: {compress: false},
      plugins: [expect.any(FinishedStatsPlugin)],
      experiments: {incremental: DEV_INCREMENTAL, lazyCompilation: {imports: true, entries: false, test: ON_CLICK_MODULES}},
      devtool: 'eval',
    });
  });

  it.each([
    ['npm start', false, {}],
    ['npm run write', true, {devtool: 'eval'}],
  ])(
    'compiles everything at the start under %s, and compresses what it sends, when the server is for other devices too',
    (_, focused, devtool) => {
      expect(configure('development', ['node', 'docusaurus', 'start', '--host', '0.0.0.0'], focused)).toEqual({
        devServer: {compress: true},
        plugins: [expect.any(FinishedStatsPlugin)],
        ...devtool,
        experiments: {incremental: DEV_INCREMENTAL},
      });
    },
  );

  it('leaves the production build alone', () => {
    expect(configure('production')).toEqual({});
  });
});

describe("the dev-compilation plugin's client module", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  const clientModules = (focused: boolean, argv = ['node', 'docusaurus', 'start']) =>
    devCompilationPlugin({generatedFilesDir}, {focused, argv}).getClientModules!();

  it('reloads the tab after a fix under npm start, where pages are compiled on request', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(clientModules(false)).toEqual([path.join(__dirname, 'reload-after-fix.ts')]);
  });

  it.each([
    ['in the production build', 'production', false, []],
    ['under npm run write', 'development', true, []],
    ['when the server is for other devices too', 'development', false, ['--host', '0.0.0.0']],
  ])('is left out %s', (_, env, focused, host) => {
    vi.stubEnv('NODE_ENV', env);
    expect(clientModules(focused, ['node', 'docusaurus', 'start', ...host])).toEqual([]);
  });
});
