import type {Plugin} from '@docusaurus/types';

type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];
type Compiler = ThisParameterType<Extract<NonNullable<Configuration['plugins']>[number], (...args: never[]) => void>>;

/** Where the browser bundle's lazy chunks go: one directory per build, each chunk under its name. */
export const CHUNK_FILENAME = 'assets/js/[fullhash:8]/[name].js';

const PLUGIN_NAME = 'chunk-names';
/** Docusaurus' plugin that defines `__webpack_require__.gca` with a map from every chunk name to its id. */
const DOCUSAURUS_CHUNK_ASSET_PLUGIN = 'ChunkAssetPlugin';

/**
 * The browser runtime (`runtime~main`) without its three maps over every chunk.
 *
 * By default a chunk has a numeric id and the file `<name>.<contenthash>.js`,
 * so the runtime carries id → name and id → hash maps to build a chunk's URL,
 * and Docusaurus' `ChunkAssetPlugin` adds a name → id map for prefetching
 * (`__webpack_require__.gca`). At 2,000 write-ups that is about 6,000 chunks
 * and 53 KB gzip on the first load of every page (2.7 KB at 21).
 *
 * Here a chunk's id is its name, and the build's hash is one directory for all
 * chunks: the runtime computes any URL from the id, and `gca` is that same
 * function. A tab left open over a deploy asks for the old directory, gets a
 * 404 and reloads, as with per-file hashes. `main` and `runtime~main` keep
 * their own content hashes (the HTML names them).
 */
export default function chunkNamesPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      config.plugins = withoutChunkAssetPlugin(config.plugins ?? []);
      return {
        output: {chunkFilename: CHUNK_FILENAME},
        optimization: {chunkIds: 'named'},
        plugins: [new ChunkUrlFromNamePlugin()],
      } satisfies Configuration;
    },
  };
}

/** Removes Docusaurus' `ChunkAssetPlugin`, failing loudly when a Docusaurus release no longer has it. */
export function withoutChunkAssetPlugin<T>(plugins: T[]): T[] {
  const kept = plugins.filter((plugin) => (plugin as object | undefined)?.constructor?.name !== DOCUSAURUS_CHUNK_ASSET_PLUGIN);
  if (kept.length !== plugins.length - 1) {
    throw new Error(
      `src/plugins/chunk-names: expected Docusaurus' ${DOCUSAURUS_CHUNK_ASSET_PLUGIN} once in the browser bundle's plugins, found it ${plugins.length - kept.length} times. ` +
        'Docusaurus changed how it defines __webpack_require__.gca: check that prefetching still works, then update or remove this plugin.',
    );
  }
  return kept;
}

/** Defines `__webpack_require__.gca(name)`, a chunk's URL, for chunks whose id is their name. */
class ChunkUrlFromNamePlugin {
  apply(compiler: Compiler) {
    const {RuntimeModule, RuntimeGlobals} = compiler.webpack;
    class ChunkUrlRuntimeModule extends RuntimeModule {
      constructor() {
        super('ChunkUrlFromName', RuntimeModule.STAGE_ATTACH);
      }
      override generate() {
        return `__webpack_require__.gca = function(name) { return ${RuntimeGlobals.publicPath} + ${RuntimeGlobals.getChunkScriptFilename}(name); };`;
      }
    }
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(PLUGIN_NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkUrlRuntimeModule());
      });
    });
  }
}
