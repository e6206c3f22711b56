import {describe, expect, it} from 'vitest';
import buildPerformancePlugin from '.';

function configure(isServer: boolean) {
  const {configureWebpack} = buildPerformancePlugin();
  return configureWebpack!({} as never, isServer, {} as never, {} as never);
}

describe('buildPerformancePlugin', () => {
  it('leaves the browser bundle as Docusaurus configures it', () => {
    expect(configure(false)).toEqual({});
  });

  it('puts the modules that server chunks share in one chunk, without concatenating modules', () => {
    expect(configure(true)).toEqual({
      optimization: {
        concatenateModules: false,
        splitChunks: expect.objectContaining({
          chunks: 'async',
          cacheGroups: expect.objectContaining({
            default: false,
            shared: expect.objectContaining({name: 'server-shared', minChunks: 2}),
          }),
        }),
      },
    });
  });
});
