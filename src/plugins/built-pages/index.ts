import type {Plugin} from '@docusaurus/types';
import {rewritePages, type PageTransform} from '../../plugin-kit/rewrite-pages';
import {validateKatexStylesheet, withKatexHead, type KatexStylesheet} from '../../features/katex-stylesheet';
import {withScriptLoader} from '../../features/first-paint';

export type BuiltPagesOptions = {katexStylesheet: KatexStylesheet};

/** What the built pages get, in order, each from its feature. */
export function pageTransforms({katexStylesheet}: BuiltPagesOptions): PageTransform[] {
  const stylesheet = validateKatexStylesheet(katexStylesheet);
  return [
    (html) => withKatexHead(html, stylesheet), // src/features/katex-stylesheet: the stylesheet on the pages with math
    withScriptLoader, // src/features/first-paint: the site's scripts start after the first paint
  ];
}

/** After the build, one pass over every HTML page with the list of transforms. `npm start` serves the stock pages. */
export default function builtPagesPlugin(_context: unknown, options: unknown): Plugin {
  const transforms = pageTransforms(options as BuiltPagesOptions);
  return {
    name: 'built-pages',
    postBuild({outDir}) {
      rewritePages(outDir, transforms);
    },
  };
}
