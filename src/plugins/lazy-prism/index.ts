import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';

const require = createRequire(__filename);

/**
 * theme-classic's client module that registers `prism.additionalLanguages`.
 * It imports Prism, so Prism and its ~30 bundled grammars (110 KB of the
 * 495 KB main.js) are evaluated at startup on every page, code or not.
 */
export const THEME_PRISM_CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
export const NO_OP_CLIENT_MODULE = require.resolve('./no-op-client-module.js');

type PrismThemeConfig = {prism?: {additionalLanguages?: string[]}};

/**
 * With no additional Prism languages to register, that client module does
 * nothing but load Prism, so this plugin swaps it for an empty module: Prism
 * then loads with the first page that shows a code block (theme-classic's
 * CodeBlock imports it), not with main.js. The home page's main-thread work
 * at startup drops by about a third. With additional languages, nothing
 * changes.
 */
export default function lazyPrismPlugin(context: Pick<LoadContext, 'siteConfig'>): Plugin {
  const {prism} = context.siteConfig.themeConfig as PrismThemeConfig;
  const replaceable = (prism?.additionalLanguages ?? []).length === 0;
  return {
    name: 'lazy-prism',
    ...(replaceable && {
      configureWebpack() {
        return {resolve: {alias: {[THEME_PRISM_CLIENT_MODULE]: NO_OP_CLIENT_MODULE}}};
      },
    }),
  };
}
