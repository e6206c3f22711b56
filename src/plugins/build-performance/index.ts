import type {Plugin} from '@docusaurus/types';

/**
 * Bundler settings that keep the build's cost linear in the number of pages.
 *
 * Module concatenation (scope hoisting) took half of Rspack's time on a site
 * of 1,000 write-ups, and more than that share as the site grew: each page is
 * a small module graph of its own, and the plugin re-examines the modules that
 * every page imports (the write-up components) for each of them. Without it,
 * main.js grows by well under 1% (gzip).
 */
export default function buildPerformancePlugin(): Plugin {
  return {
    name: 'build-performance',
    configureWebpack() {
      return {optimization: {concatenateModules: false}};
    },
  };
}
