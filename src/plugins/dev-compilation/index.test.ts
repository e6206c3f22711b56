import path from 'node:path';
import {describe, expect, it} from 'vitest';
import devCompilationPlugin, {DEV_INCREMENTAL} from '.';
import {LAZY_MODULES} from './lazy-pages';

const generatedFilesDir = '/site/.docusaurus';
const configure = (mode: 'development' | 'production', argv: string[] = ['node', 'docusaurus', 'start'], lazy = true) =>
  devCompilationPlugin({generatedFilesDir}, {lazy, argv}).configureWebpack!({mode}, false, {} as never, undefined);

describe('the dev-compilation plugin', () => {
  it('compiles the pages on first request, with the registry loader, and the two safe incremental passes in development', () => {
    expect(configure('development')).toEqual({
      experiments: {incremental: DEV_INCREMENTAL, lazyCompilation: {imports: true, entries: false, test: LAZY_MODULES}},
      module: {rules: [{test: /registry\.js$/, include: generatedFilesDir, loader: path.join(__dirname, 'registry-loader.cjs')}]},
    });
  });

  it('compiles every page at the start when not asked to wait for a tab (npm run write)', () => {
    expect(configure('development', ['node', 'docusaurus', 'start'], false)).toEqual({experiments: {incremental: DEV_INCREMENTAL}});
  });

  it('compiles every page at the start when the server is for other devices too', () => {
    expect(configure('development', ['node', 'docusaurus', 'start', '--host', '0.0.0.0'])).toEqual({
      experiments: {incremental: DEV_INCREMENTAL},
    });
  });

  it('leaves the production build alone', () => {
    expect(configure('production')).toEqual({});
  });
});
