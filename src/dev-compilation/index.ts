import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {FinishedStatsPlugin} from './finished-stats';
import {PAGE_MODULES, servesThisMachineOnly} from './lazy-pages';
import {ON_CLICK_MODULES} from './on-click';

type Configuration = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/**
 * Rspack's incremental rebuilds under the dev server, the two passes that are
 * safe for it: building only the changed modules (`make`) and writing only the
 * changed files (`emitAssets`), Rspack's own default in development.
 *
 * Docusaurus turns on every pass. With them all, Rspack 1.2.0-alpha.0 panics
 * and ends the server: "should have module id" when the focused write-up, the
 * only doc page, fails to compile, as after a bad front matter
 * (tests/dev/focused-writing.spec.ts), and "No code generation entry" for a
 * CSS module when a page is compiled on request. With none, every edit
 * rebuilds the whole bundle, several times slower than with these two passes.
 */
export const DEV_INCREMENTAL = {make: true, emitAssets: true};

/**
 * The dev server sends its files uncompressed when it serves this machine only: gzip of the development `main.js`,
 * several megabytes, cost the server more on each page load than sending it as it is. A phone reading the site with
 * `--host 0.0.0.0` still gets it compressed.
 * A tab that connects while a rebuild runs gets the last finished compilation's hash (./finished-stats.ts).
 */
function serving(thisMachineOnly: boolean): Configuration {
  return {devServer: {compress: !thisMachineOnly}, plugins: [new FinishedStatsPlugin()]};
}

/**
 * Under `npm run write`, each module in an `eval()` named after its file, without the source map Docusaurus adds
 * (`eval-cheap-module-source-map`): a cold focused start is on screen sooner, with `main.js` smaller and no map for
 * Rspack to make (no source map at all gained nothing more). The owner edits a write-up there, whose code no browser
 * tool needs mapped; the site's components are still named by file in an error, and `npm start` keeps the maps.
 */
export const FOCUSED_DEVTOOL = 'eval';

/** What `npm start` compiles when a tab first asks for it: every page, and the components a page loads on a click. */
export const SITE_ON_REQUEST = new RegExp(`${PAGE_MODULES.source}|${ON_CLICK_MODULES.source}`);

export type DevCompilationOptions = {
  /**
   * Whether the server is `npm run write`'s, which serves three pages only: it compiles them at the start, and only the
   * components loaded on a click (./on-click.ts) when a tab first asks for them. `npm start` compiles every page that
   * way too (./lazy-pages.ts). After a page fails to compile and is fixed, the fix reaches the open tab without a
   * reload only if no other page compiled on request has been opened since the server started; otherwise
   * ./reload-after-fix.ts reloads the tab.
   */
  focused: boolean;
  /** The command line, which says whether the server is for other devices too. */
  argv?: readonly string[];
};

/**
 * How the dev server compiles and serves: with the incremental passes above,
 * what a tab may never ask for compiled when it first does, and uncompressed
 * to this machine. The production build is left alone.
 */
export default function devCompilationPlugin(context: Pick<LoadContext, 'generatedFilesDir'>, options: unknown): Plugin {
  const {focused, argv = process.argv} = options as DevCompilationOptions;
  const thisMachineOnly = servesThisMachineOnly(argv);
  const pagesOnRequest = !focused && thisMachineOnly;
  return {
    name: 'dev-compilation',
    getClientModules() {
      // Under `docusaurus start` only: `docusaurus build` sets NODE_ENV to production before it loads the plugins.
      return pagesOnRequest && process.env.NODE_ENV === 'development' ? [path.join(__dirname, 'reload-after-fix.ts')] : [];
    },
    configureWebpack(config) {
      if (config.mode !== 'development') return {};
      const devtool = focused ? {devtool: FOCUSED_DEVTOOL} : {};
      if (!thisMachineOnly) return {...serving(false), ...devtool, experiments: {incremental: DEV_INCREMENTAL}} satisfies Configuration;
      const lazyCompilation = {imports: true, entries: false, test: focused ? ON_CLICK_MODULES : SITE_ON_REQUEST};
      const experiments = {incremental: DEV_INCREMENTAL, lazyCompilation};
      if (focused) return {...serving(true), ...devtool, experiments} satisfies Configuration;
      return {
        ...serving(true),
        experiments,
        module: {
          rules: [{test: /registry\.js$/, include: context.generatedFilesDir, loader: path.join(__dirname, 'registry-loader.cjs')}],
        },
      } satisfies Configuration;
    },
  };
}
