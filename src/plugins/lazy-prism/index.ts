import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {slimGrammars, type SlimGrammars} from './grammars';
import {withoutThemes} from './themes';

const require = createRequire(__filename);

/**
 * theme-classic's client module that registers `prism.additionalLanguages`.
 * It imports Prism, so Prism and its ~30 bundled grammars (110 KB of the
 * 495 KB main.js) are evaluated at startup on every page, code or not.
 */
export const THEME_PRISM_CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
export const NO_OP_CLIENT_MODULE = require.resolve('./no-op-client-module.js');

/** The ES module build of prism-react-renderer, which the bundler would otherwise use. */
export const PRISM_REACT_RENDERER = path.join(path.dirname(require.resolve('prism-react-renderer')), 'index.mjs');

/** Prism's own names for text without highlighting; every build has them. */
export const PLAIN_TEXT = ['plain', 'plaintext', 'text', 'txt'];

type PrismThemeConfig = {prism?: {additionalLanguages?: string[]}};

export type LazyPrismOptions = {
  /**
   * The code block languages the site highlights. prism-react-renderer is
   * then bundled with only these grammars (and those they build on), which
   * removes most of the cost of loading it; `remarkCodeLanguages` fails the
   * build on a code block in another language. Unset: all of its grammars.
   */
  languages?: readonly string[];
};

function validateOptions(options: unknown): LazyPrismOptions {
  const {languages} = (options ?? {}) as {languages?: unknown};
  if (languages !== undefined && !(Array.isArray(languages) && languages.length > 0 && languages.every((l) => typeof l === 'string'))) {
    throw new Error(`lazy-prism: "languages" must be a non-empty list of language names, such as ["typescript"]; got ${JSON.stringify(languages)}.`);
  }
  return {languages: languages as string[] | undefined};
}

const slimmed = new Map<string, SlimGrammars>();

/** prism-react-renderer with only the grammars of `languages`, parsed once per build for the configuration and the plugin. */
function slimBundle(languages: readonly string[]): SlimGrammars {
  const key = JSON.stringify(languages);
  if (!slimmed.has(key)) slimmed.set(key, slimGrammars(readFileSync(PRISM_REACT_RENDERER, 'utf8'), languages));
  return slimmed.get(key)!;
}

/** The language names a build with `languages` highlights: the grammars kept, their aliases, and plain text. */
export function highlightedLanguages(languages: readonly string[]): string[] {
  return [...slimBundle(languages).languages, ...PLAIN_TEXT];
}

/**
 * With no additional Prism languages to register, theme-classic's client
 * module does nothing but load Prism, so this plugin swaps it for an empty
 * module: Prism then loads with the first page that shows a code block
 * (theme-classic's CodeBlock imports it), not with main.js. The home page's
 * main-thread work at startup drops by about a third. With additional
 * languages, nothing changes.
 *
 * With `languages`, it also writes a copy of prism-react-renderer that builds
 * only those grammars (grammars.ts) and has none of its colour themes but the
 * fallback one (themes.ts), and makes the bundler use it.
 */
export default function lazyPrismPlugin(context: Pick<LoadContext, 'siteConfig' | 'generatedFilesDir'>, pluginOptions?: unknown): Plugin {
  const options = validateOptions(pluginOptions);
  const {prism} = context.siteConfig.themeConfig as PrismThemeConfig;
  const replaceable = (prism?.additionalLanguages ?? []).length === 0;
  const alias: Record<string, string> = {};
  if (replaceable) alias[THEME_PRISM_CLIENT_MODULE] = NO_OP_CLIENT_MODULE;
  if (replaceable && options.languages) {
    const slim = path.join(context.generatedFilesDir, 'lazy-prism', 'prism-react-renderer.mjs');
    mkdirSync(path.dirname(slim), {recursive: true});
    writeFileSync(slim, withoutThemes(slimBundle(options.languages).code));
    alias['prism-react-renderer$'] = slim;
  }
  return {
    name: 'lazy-prism',
    ...(replaceable && {
      configureWebpack() {
        return {resolve: {alias}};
      },
    }),
  };
}
