import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {LAZY_MODULES, servesThisMachineOnly} from './lazy-pages';

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
 * CSS module when a page is compiled on request (2026-11-27). With none, every
 * edit rebuilds the whole bundle: an edit compiled in 3.2–4.7 s against
 * 0.45–0.63 s with these two passes (Binary Search, 21 write-ups, 2026-11-27,
 * load 1.3–1.8).
 */
export const DEV_INCREMENTAL = {make: true, emitAssets: true};

/**
 * The dev server sends its files uncompressed when it serves this machine only: gzip of the 5.3 MB development
 * `main.js` took the server 0.10–0.16 s on each page load against 0.01–0.02 s sent as it is (`curl` on
 * `npm run write`, five each, 2026-11-28). A phone reading the site with `--host 0.0.0.0` still gets it compressed.
 */
function serving(thisMachineOnly: boolean): Configuration {
  return {devServer: {compress: !thisMachineOnly}};
}

export type DevCompilationOptions = {
  /**
   * Compile each page when a tab first asks for it (./lazy-pages.ts): under `npm start`, not under `npm run write`,
   * which serves three pages only. After a page fails to compile and is fixed, the fix reaches the open tab without
   * a reload only if no other page compiled this way has been opened since the server started; otherwise
   * ./reload-after-fix.ts reloads the tab.
   */
  lazy: boolean;
  /** The command line, which says whether the server is for other devices too. */
  argv?: readonly string[];
};

/**
 * How the dev server compiles and serves: with the incremental passes above,
 * under `npm start` each page when a tab first asks for it, and uncompressed to
 * this machine. The production build is left alone.
 */
export default function devCompilationPlugin(context: Pick<LoadContext, 'generatedFilesDir'>, options: unknown): Plugin {
  const {lazy, argv = process.argv} = options as DevCompilationOptions;
  const thisMachineOnly = servesThisMachineOnly(argv);
  const lazyHere = lazy && thisMachineOnly;
  return {
    name: 'dev-compilation',
    getClientModules() {
      // Under `docusaurus start` only: `docusaurus build` sets NODE_ENV to production before it loads the plugins.
      return lazyHere && process.env.NODE_ENV === 'development' ? [path.join(__dirname, 'reload-after-fix.ts')] : [];
    },
    configureWebpack(config) {
      if (config.mode !== 'development') return {};
      if (!lazyHere) return {...serving(thisMachineOnly), experiments: {incremental: DEV_INCREMENTAL}} satisfies Configuration;
      return {
        ...serving(thisMachineOnly),
        experiments: {incremental: DEV_INCREMENTAL, lazyCompilation: {imports: true, entries: false, test: LAZY_MODULES}},
        module: {
          rules: [{test: /registry\.js$/, include: context.generatedFilesDir, loader: path.join(__dirname, 'registry-loader.cjs')}],
        },
      } satisfies Configuration;
    },
  };
}
