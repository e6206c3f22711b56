import {copyFileSync, mkdirSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {validateKatexStylesheet, type KatexStylesheet} from '.';

const require = createRequire(__filename);

/** The installed KaTeX's stylesheet (the file the CDN serves for the same version) and its woff2 fonts. */
export function katexFiles(): {css: string; fonts: string[]} {
  const css = require.resolve('katex/dist/katex.min.css');
  const fontDir = path.join(path.dirname(css), 'fonts');
  const fonts = readdirSync(fontDir)
    .filter((file) => file.endsWith('.woff2'))
    .map((file) => path.join(fontDir, file));
  return {css, fonts};
}

/**
 * After the build, the installed KaTeX's stylesheet is copied into the build
 * at the stylesheet's `fallbackHref`, with the fonts it loads from fonts/
 * beside it (woff2, which every browser that runs the site reads), so that
 * math keeps its layout when the CDN fails (see index.ts). Nothing is
 * committed: the copy always matches the KaTeX that rendered the math. The
 * pages that show math get the stylesheet in their <head> from
 * src/plugins/built-pages (`withKatexHead`).
 */
export default function katexStylesheetPlugin(context: Pick<LoadContext, 'baseUrl'>, options: unknown): Plugin {
  const stylesheet = validateKatexStylesheet((options as {stylesheet: KatexStylesheet}).stylesheet);
  const {fallbackHref} = stylesheet;
  if (!fallbackHref.startsWith(context.baseUrl)) {
    throw new Error(`The KaTeX stylesheet's fallbackHref "${fallbackHref}" must be under the base URL ${context.baseUrl}.`);
  }
  const fallbackFolder = path.posix.dirname(fallbackHref);
  if (path.posix.basename(fallbackHref) !== 'katex.min.css') {
    throw new Error(
      `The KaTeX stylesheet's fallbackHref "${fallbackHref}" must end in /katex.min.css, the installed file's name, so that \`npm start\` can serve the installed KaTeX folder there.`,
    );
  }
  return {
    name: 'katex-stylesheet',
    // Under `npm start` nothing is built: the dev server serves the installed
    // KaTeX's folder (katex.min.css, fonts/) at the fallback's folder, so a
    // page whose CDN request fails gets its math styled in development too.
    // Plugins may extend the dev server's config this way (facebook/docusaurus#6107).
    configureWebpack(config) {
      if (config.mode !== 'development') return {};
      return {devServer: {static: [{directory: path.dirname(katexFiles().css), publicPath: fallbackFolder, watch: false}]}};
    },
    postBuild({outDir}) {
      const target = path.join(outDir, fallbackHref.slice(context.baseUrl.length));
      const {css, fonts} = katexFiles();
      mkdirSync(path.join(path.dirname(target), 'fonts'), {recursive: true});
      copyFileSync(css, target);
      for (const font of fonts) copyFileSync(font, path.join(path.dirname(target), 'fonts', path.basename(font)));
    },
  };
}
