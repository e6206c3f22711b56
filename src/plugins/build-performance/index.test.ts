import {describe, expect, it} from 'vitest';
import buildPerformancePlugin from '.';

function configure(isServer: boolean) {
  const {configureWebpack} = buildPerformancePlugin();
  return configureWebpack!({}, isServer, {} as never, undefined);
}

describe('buildPerformancePlugin', () => {
  it('leaves the browser bundle as Docusaurus configures it', () => {
    expect(configure(false)).toEqual({});
  });

  it('puts the modules that server chunks share in one chunk, without concatenating modules', () => {
    expect(configure(true)).toMatchObject({
      optimization: {
        concatenateModules: false,
        splitChunks: {chunks: 'async', cacheGroups: {default: false, shared: {name: 'server-shared', minChunks: 2}}},
      },
    });
  });
});
