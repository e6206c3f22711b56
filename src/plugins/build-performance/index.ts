import type {Plugin} from '@docusaurus/types';

/**
 * Bundler settings for the server bundle (used only to render the HTML at
 * build time) that keep the build's cost linear in the number of pages.
 *
 * - Docusaurus splits no chunks in the server bundle, so each page's server
 *   chunk carried its own copy of everything it imports that is not in the
 *   entry: Prism, the code block, the write-up components, about 240 KB per
 *   page. The static-site generation loads every page's chunk and keeps them
 *   all until it ends, so memory grew by about 0.7 MB per page (1.5 GB live
 *   at 2,000 write-ups), and the bundler wrote and processed 240 KB per page.
 *   Modules shared by several chunks now go to one server chunk, loaded once.
 * - Module concatenation (scope hoisting) over those duplicated modules took
 *   half of Rspack's time at 1,000 write-ups, a share growing with the site.
 *   It is of no use in a bundle that is never downloaded, so it is off there.
 *   The browser bundle keeps it (smaller main.js): without the duplicates it
 *   costs little.
 */
export default function buildPerformancePlugin(): Plugin {
  return {
    name: 'build-performance',
    configureWebpack(_config, isServer) {
      if (!isServer) return {};
      return {
        optimization: {
          concatenateModules: false,
          splitChunks: {
            chunks: 'async',
            minSize: 0,
            cacheGroups: {
              default: false,
              defaultVendors: false,
              shared: {name: 'server-shared', chunks: 'async', minChunks: 2, enforce: true, reuseExistingChunk: true},
            },
          },
        },
      };
    },
  };
}
