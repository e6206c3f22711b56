import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

type Configuration = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/** The loader pages import their tested files with: `import solution from '!!code-file!./solution.ts'`. */
export const CODE_FILE_LOADER = 'code-file';

/**
 * Code is highlighted during the build (src/highlight), so the browser needs
 * no highlighter. This plugin
 * - names the loader that turns a tested file into highlighted HTML, and
 * - keeps Prism out of the bundles: the classic theme's client module imports
 *   prism-react-renderer on every page to register `prism.additionalLanguages`
 *   (14.3 KB gzip of a write-up's first load, measured 2026-11-24). The alias
 *   gives it an empty Prism; src/theme/prism-include-languages.ts registers
 *   nothing; src/theme/CodeBlock replaces the block that used Prism.
 */
export default function codeBlocksPlugin(): Plugin {
  return {
    name: 'code-blocks',
    configureWebpack() {
      return {
        resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'no-prism.ts')}},
        resolveLoader: {alias: {[CODE_FILE_LOADER]: path.join(__dirname, '../../highlight/code-file-loader.cjs')}},
      } satisfies Configuration;
    },
  };
}
