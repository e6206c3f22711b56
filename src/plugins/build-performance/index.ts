import type {Plugin} from '@docusaurus/types';

/**
 * Bundler settings that keep the build's cost linear in the number of pages.
 *
 * - Module concatenation (scope hoisting) took half of Rspack's time on a site
 *   of 1,000 write-ups, and a growing share as the site grew: each page is a
 *   small module graph of its own, and the plugin re-examines the modules that
 *   every page imports (the write-up components) for each of them. Without
 *   it, main.js grows by well under 1% (gzip).
 * - The server bundle (used only to render the HTML) splits no chunks, so
 *   each page's server chunk carried its own copy of everything it imports
 *   that is not in the entry: Prism, the code block, the write-up components,
 *   about 240 KB per page. The static-site generation loads every page's
 *   chunk and keeps them all until it ends, so memory grew by about 0.7 MB per
 *   page. Shared modules now go to one server chunk, loaded once.
 */
export default function buildPerformancePlugin(): Plugin {
  return {
    name: 'build-performance',
    configureWebpack(_config, isServer) {
      return {
        optimization: {
          concatenateModules: false,
          ...(isServer && {
            splitChunks: {
              chunks: 'async',
              minSize: 0,
              cacheGroups: {
                default: false,
                defaultVendors: false,
                shared: {name: 'server-shared', chunks: 'async', minChunks: 2, enforce: true, reuseExistingChunk: true},
              },
            },
          }),
        },
      };
    },
  };
}
