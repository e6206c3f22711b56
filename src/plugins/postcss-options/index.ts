import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin, PostCssOptions} from '@docusaurus/types';
import {getBrowserslistQueries} from '@docusaurus/faster';
import {stylesheetRules} from '../../plugin-kit/stylesheet-rules';
import {withLightningCss} from './lightning-in-development';

const requireHere = createRequire(__filename);

/** The names postcss-loader looks for in each folder: postcss.config.js, .postcssrc.json, .config/postcssrc… */
const CONFIG_FILE = /^(postcss\.config\.|\.postcssrc)/;
const CONFIG_FILE_IN_DOT_CONFIG = /^postcssrc/;

/** A PostCSS config the site holds, which postcss-loader would have read: a file, or the `postcss` key of package.json. */
function postCssConfigIn(siteDir: string): string | undefined {
  const dotConfig = path.join(siteDir, '.config');
  const file =
    readdirSync(siteDir).find((name) => CONFIG_FILE.test(name)) ??
    (existsSync(dotConfig) ? readdirSync(dotConfig).find((name) => CONFIG_FILE_IN_DOT_CONFIG.test(name)) : undefined);
  if (file) return file;
  const packageJson = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as Record<string, unknown>;
  return 'postcss' in packageJson ? 'package.json ("postcss")' : undefined;
}

/**
 * A plugin given as `[module, options]`, made from its module once, when PostCSS first runs (a plugin creator, which
 * PostCSS calls as it sets up); one given made already, as it is. Made when the start began, postcss-preset-env took
 * part of the main thread of a second `npm run write`, whose CSS modules all come from Rspack's cache.
 */
function madeOnFirstUse(plugin: unknown): unknown {
  if (!Array.isArray(plugin) || typeof plugin[0] !== 'string') return plugin;
  const [name, options] = plugin as [string, unknown];
  let made: unknown;
  const creator = () => (made ??= (requireHere(name) as (options: unknown) => unknown)(options));
  return Object.assign(creator, {postcss: true as const});
}

/** Docusaurus' PostCSS options, with no search for a config file and each plugin made once. */
export function withoutPerFileWork(options: PostCssOptions): PostCssOptions {
  return {...options, config: false, plugins: options.plugins.map(madeOnFirstUse)};
}

/**
 * PostCSS as Docusaurus sets it up (postcss-preset-env, with Docusaurus'
 * options), without two costs that postcss-loader pays for every CSS module;
 * under the dev server, Lightning CSS in its place (./lightning-in-development.ts).
 * The first compilation of the focused start (`npm run write`, Binary Search,
 * 21 write-ups) ended 9.75 s after the command without this plugin, 7.86 s
 * with it.
 *
 * - No search for a config file. postcss-loader looks for one for each CSS
 *   module, under 28 names in every folder from the module's up to the root:
 *   a CPU profile of that start gave 1.4 s of the main thread, which runs the
 *   loaders, to the files not found. The site has no such file, and one added
 *   would not be read, so the start stops and says so.
 * - The preset made once, when the first CSS module needs it. Given by its
 *   module's name, postcss-preset-env was made again for each module, working
 *   out its browsers' features each time (0.35 s of that start).
 */
export default function postCssOptionsPlugin(context: Pick<LoadContext, 'siteDir'>): Plugin {
  const config = postCssConfigIn(context.siteDir);
  if (config) {
    throw new Error(
      `${config}: the site reads no PostCSS config (src/plugins/postcss-options turns the search off, which saves every CSS module a search of the disk). ` +
        'Add the PostCSS plugin in withoutPerFileWork in src/plugins/postcss-options/index.ts instead, and remove this config. ' +
        'Under the dev server Lightning CSS replaces PostCSS and would leave the plugin out: remove withLightningCss there too.',
    );
  }
  return {
    name: 'postcss-options',
    configurePostCss: withoutPerFileWork,
    configureWebpack(config) {
      if (config.mode === 'development') withLightningCss(stylesheetRules(config), getBrowserslistQueries({isServer: false}));
      return {};
    },
  };
}
