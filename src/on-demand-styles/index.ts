import type {Plugin} from '@docusaurus/types';
import {getBrowserslistQueries} from '@docusaurus/faster';
import {stylesheetRules} from '../plugin-kit/stylesheet-rules';

/** A stylesheet that loads with the code that uses it, not on every page: `styles.on-demand.css` beside that code. */
export const ON_DEMAND_CSS = /\.on-demand\.css$/i;

/**
 * Stylesheets that load with the code that uses them. Docusaurus puts every
 * stylesheet a component imports, even one that only a chunk loaded on a click
 * imports, into the one stylesheet that every page loads before its first
 * paint. A file named `*.on-demand.css` is left out of it: importing it gives
 * its text, minified in the build for the site's browsers as the theme's own
 * CSS is (Lightning CSS), and the component that loads on demand renders it in
 * a <style> of its own, which React updates with an edit under the dev server
 * and takes out with the component. Its class names are global, so each file
 * prefixes them with its feature's name.
 *
 * The code runner's and the search dialog's styles were 0.5 KB gzip of every
 * page's first load. Docusaurus' own
 * way to split CSS by chunk (its `styles` cache group left to the chunks)
 * would save the same but add the CSS loader to every page's runtime.
 *
 * Such a file holds plain CSS: no `@import` or `url()`, which nothing would
 * resolve.
 */
export default function onDemandStylesPlugin(): Plugin {
  // The browsers' queries in both bundles: the server's (this Node version) are unknown to Lightning CSS, and it never shows the text.
  const BROWSERS = getBrowserslistQueries({isServer: false});
  return {
    name: 'on-demand-styles',
    configureWebpack(config) {
      // Docusaurus' stylesheet rules put every stylesheet in every page's stylesheet.
      for (const rule of stylesheetRules(config)) rule.exclude = [rule.exclude ?? [], ON_DEMAND_CSS].flat();
      const production = config.mode === 'production';
      return {
        module: {
          rules: [
            {
              test: ON_DEMAND_CSS,
              type: 'asset/source',
              use: [{loader: 'builtin:lightningcss-loader', options: {minify: production, targets: BROWSERS}}],
            },
          ],
        },
      };
    },
  };
}
