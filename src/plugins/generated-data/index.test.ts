import path from 'node:path';
import {describe, expect, it} from 'vitest';
import generatedDataPlugin from '.';

const generatedFilesDir = '/site/.docusaurus';
const configure = (mode: 'development' | 'production') =>
  (generatedDataPlugin({generatedFilesDir}).configureWebpack as (config: {mode: string}) => unknown)({mode});

describe('the generated-data plugin', () => {
  it("under the dev server, puts the settling loader before the JSON parser for .docusaurus/'s data files only", () => {
    expect(configure('development')).toEqual({
      module: {rules: [{test: /\.json$/, include: generatedFilesDir, loader: path.join(__dirname, 'settle-loader.cjs')}]},
    });
  });

  it('leaves the production build alone', () => {
    expect(configure('production')).toEqual({});
  });
});
