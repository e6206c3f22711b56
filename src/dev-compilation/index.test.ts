import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import devCompilationPlugin, {DEV_INCREMENTAL} from '.';
import {LAZY_MODULES} from './lazy-pages';

const generatedFilesDir = '/site/.docusaurus';
const configure = (mode: 'development' | 'production', argv: string[] = ['node', 'docusaurus', 'start'], lazy = true) =>
  devCompilationPlugin({generatedFilesDir}, {lazy, argv}).configureWebpack!({mode}, false, {} as never, undefined);

describe('the dev-compilation plugin', () => {
  it('compiles the pages on first request, with the registry loader, and the two safe incremental passes in development, sent uncompressed', () => {
    expect(configure('development')).toEqual({
      devServer: {compress: false},
      experiments: {incremental: DEV_INCREMENTAL, lazyCompilation: {imports: true, entries: false, test: LAZY_MODULES}},
      module: {rules: [{test: /registry\.js$/, include: generatedFilesDir, loader: path.join(__dirname, 'registry-loader.cjs')}]},
    });
  });

  it('compiles every page at the start when not asked to wait for a tab (npm run write)', () => {
    expect(configure('development', ['node', 'docusaurus', 'start'], false)).toEqual({
      devServer: {compress: false},
      experiments: {incremental: DEV_INCREMENTAL},
    });
  });

  it('compiles every page at the start, and compresses what it sends, when the server is for other devices too', () => {
    expect(configure('development', ['node', 'docusaurus', 'start', '--host', '0.0.0.0'])).toEqual({
      devServer: {compress: true},
      experiments: {incremental: DEV_INCREMENTAL},
    });
  });

  it('leaves the production build alone', () => {
    expect(configure('production')).toEqual({});
  });
});

describe("the dev-compilation plugin's client module", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  const clientModules = (lazy: boolean, argv = ['node', 'docusaurus', 'start']) =>
    devCompilationPlugin({generatedFilesDir}, {lazy, argv}).getClientModules!();

  it('reloads the tab after a fix under npm start, where pages are compiled on request', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(clientModules(true)).toEqual([path.join(__dirname, 'reload-after-fix.ts')]);
  });

  it.each([
    ['in the production build', 'production', true, []],
    ['under npm run write', 'development', false, []],
    ['when the server is for other devices too', 'development', true, ['--host', '0.0.0.0']],
  ])('is left out %s', (_, env, lazy, host) => {
    vi.stubEnv('NODE_ENV', env);
    expect(clientModules(lazy, ['node', 'docusaurus', 'start', ...host])).toEqual([]);
  });
});
