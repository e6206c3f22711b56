import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeColoursCss} from '../highlight/highlighter';
import {writeWhenChanged} from '../../../plugin-kit/write-when-changed';

type Configuration = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/**
 * Code is highlighted during the build (src/features/code-blocks/highlight), so the browser needs
 * no highlighter. This plugin
 * - adds the stylesheet of the blocks' colours (src/features/code-blocks/highlight/palette.ts),
 *   made from the two code themes, to every page, and
 * - keeps Prism out of the bundles: the classic theme's client module imports
 *   prism-react-renderer on every page to register `prism.additionalLanguages`,
 *   a large part of a write-up's first load. The alias
 *   gives it an empty Prism; src/theme/prism-include-languages.ts registers
 *   nothing; src/theme/CodeBlock replaces the block that used Prism.
 */
export default async function codeBlocksPlugin(context: LoadContext): Promise<Plugin> {
  const colours = path.join(context.generatedFilesDir, 'code-blocks', 'colours.css');
  await writeWhenChanged(colours, await codeColoursCss());
  return {
    name: 'code-blocks',
    getClientModules() {
      return [colours];
    },
    configureWebpack() {
      return {
        resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'no-prism.ts')}},
      } satisfies Configuration;
    },
  };
}
