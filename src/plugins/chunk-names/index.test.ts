import {describe, expect, it} from 'vitest';
import chunkNamesPlugin, {CHUNK_FILENAME, withoutChunkAssetPlugin} from '.';

// Plugin instances as the bundler configuration types them.
class ChunkAssetPlugin {
  apply() {}
}
class OtherPlugin {
  apply() {}
}

describe('withoutChunkAssetPlugin', () => {
  it("removes Docusaurus' ChunkAssetPlugin and keeps the others in order", () => {
    const first = new OtherPlugin();
    const last = new OtherPlugin();
    expect(withoutChunkAssetPlugin([first, new ChunkAssetPlugin(), last, undefined])).toEqual([first, last, undefined]);
  });

  it.each([
    ['missing', [new OtherPlugin()]],
    ['there twice', [new ChunkAssetPlugin(), new ChunkAssetPlugin()]],
  ])('fails, naming this plugin and what to check, when the plugin is %s', (_case, plugins) => {
    expect(() => withoutChunkAssetPlugin(plugins)).toThrow(
      /src\/plugins\/chunk-names: .*ChunkAssetPlugin.*check that prefetching still works/,
    );
  });
});

describe('the chunk-names plugin', () => {
  const configure = chunkNamesPlugin().configureWebpack!.bind(undefined);
  const utils = undefined as never;

  it('names chunks by their name, in one directory per build, in the production browser bundle', () => {
    const config = {mode: 'production' as const, plugins: [new OtherPlugin(), new ChunkAssetPlugin()]};
    const result = configure(config, false, utils, undefined);
    expect(result).toMatchObject({output: {chunkFilename: CHUNK_FILENAME}, optimization: {chunkIds: 'named'}});
    expect(config.plugins.map((plugin) => plugin.constructor.name)).toEqual(['OtherPlugin']);
  });

  it.each([
    ['the server bundle', 'production' as const, true],
    ['development', 'development' as const, false],
  ])('leaves %s alone', (_case, mode, isServer) => {
    const plugins = [new ChunkAssetPlugin()];
    expect(configure({mode, plugins}, isServer, utils, undefined)).toEqual({});
    expect(plugins).toHaveLength(1);
  });
});
