import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

type Configuration = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/**
 * Under the dev server, the JSON data files that Docusaurus writes in
 * `.docusaurus/` (each doc's metadata, the sidebars, the plugins' data) go
 * through ./settle-loader.ts, which waits until a file being written parses.
 * The production build writes them all before it bundles, so it needs none.
 */
export default function generatedDataPlugin(context: Pick<LoadContext, 'generatedFilesDir'>): Plugin {
  return {
    name: 'generated-data',
    configureWebpack(config) {
      if (config.mode !== 'development') return {};
      return {
        module: {rules: [{test: /\.json$/, include: context.generatedFilesDir, loader: path.join(__dirname, 'settle-loader.cjs')}]},
      } satisfies Configuration;
    },
  };
}
