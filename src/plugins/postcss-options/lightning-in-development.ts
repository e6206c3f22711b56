import type {StylesheetRule} from '../../plugin-kit/stylesheet-rules';

/** Where postcss-loader and postcss-preset-env resolve to: Docusaurus names its loaders and its preset by their paths. */
const POSTCSS_LOADER = /[\\/]postcss-loader[\\/]/;
const POSTCSS_PRESET_ENV = /[\\/]postcss-preset-env[\\/]/;

type Loader = {loader: string; options?: {postcssOptions?: {plugins?: unknown[]}}};

const isPostCssLoader = (use: unknown): use is Loader =>
  typeof use === 'object' && use !== null && POSTCSS_LOADER.test(String((use as Loader).loader));

/** Whether PostCSS is given Docusaurus' preset and nothing else, which Lightning CSS does the work of: prefixes and syntax for the browsers. */
const onlyThePreset = (loader: Loader) =>
  (loader.options?.postcssOptions?.plugins ?? []).every((plugin) => Array.isArray(plugin) && POSTCSS_PRESET_ENV.test(String(plugin[0])));

/**
 * Docusaurus' stylesheet rules with Rspack's own Lightning CSS loader where
 * they had postcss-loader, for `targets`, the browsers the site names. For the
 * dev server only: the build keeps PostCSS, whose output Lightning CSS then
 * minifies.
 *
 * postcss-loader runs on Rspack's main thread, one stylesheet after the other,
 * and took a large part of it in a cold `npm run write`;
 * Lightning CSS runs in Rspack's own threads. Its output, minified, differs from
 * PostCSS' only in a few more prefixes, `color-scheme: auto` written `normal`
 * and one selector list written as `:is()`.
 *
 * Throws, saying what to do, when the rules no longer hold postcss-loader or
 * give it more than the preset: a plugin added would silently not run under
 * the dev server.
 */
export function withLightningCss(rules: StylesheetRule[], targets: readonly string[]): void {
  const loaders = rules.flatMap((rule) => (Array.isArray(rule.use) ? rule.use : []).filter(isPostCssLoader));
  const where = 'src/plugins/postcss-options/lightning-in-development.ts';
  if (loaders.length === 0) {
    throw new Error(
      `${where}: Docusaurus' stylesheet rules no longer use postcss-loader, which Lightning CSS replaces under the dev server. ` +
        'Find the loader that now runs PostCSS (UPGRADING.md, "PostCSS under the dev server"), or remove this step.',
    );
  }
  if (!loaders.every(onlyThePreset)) {
    throw new Error(
      `${where}: PostCSS is given a plugin other than postcss-preset-env, which Lightning CSS would leave out under the dev server. ` +
        'Remove withLightningCss from src/plugins/postcss-options/index.ts to keep PostCSS there too.',
    );
  }
  for (const rule of rules) {
    if (!Array.isArray(rule.use)) continue;
    rule.use = rule.use.map((use) =>
      isPostCssLoader(use) ? {loader: 'builtin:lightningcss-loader', options: {targets: [...targets]}} : use,
    );
  }
}
