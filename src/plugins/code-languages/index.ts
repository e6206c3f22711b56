/**
 * The languages code blocks are highlighted in, and a remark plugin that
 * fails the build on a code block in any other language instead of showing
 * it as plain text without a word.
 *
 * The browser gets only the Prism grammars of TypeScript and what it builds
 * on: patches/prism-react-renderer+2.4.1.patch removes the other ~30 grammars
 * that prism-react-renderer builds at load time (17 KB gzip on every page)
 * and, from its ES module build, its colour themes (the site's themes come
 * from docusaurus.config.ts). patches/@docusaurus+theme-classic+3.7.0.patch
 * empties the theme's client module that put Prism in main.js to register
 * `prism.additionalLanguages` (9 KB gzip, and Prism's start-up, on every
 * page), which the site therefore must not set. Both patches are applied by
 * `patch-package` after `npm install`/`npm ci` and fail it when the package
 * they patch changes.
 *
 * To highlight another language, either delete the prism-react-renderer patch
 * (every grammar it bundles comes back) or make it again with that grammar
 * kept: restore node_modules/prism-react-renderer with `npm ci --ignore-scripts`,
 * delete from its dist/index.js and dist/index.mjs the statements that build
 * grammars the site does not use, and run `npx patch-package prism-react-renderer`.
 */
import path from 'node:path';
import type {Nodes, Root} from 'mdast';

/** Prism's own names for text without highlighting; every build has them. */
export const PLAIN_TEXT = ['plain', 'plaintext', 'text', 'txt'];

type PrismLike = {languages: Record<string, unknown>};

/** The language names a Prism instance highlights (its grammars and their aliases), and plain text. */
export function highlightedLanguages(prism: PrismLike): string[] {
  const grammars = Object.keys(prism.languages).filter((name) => typeof prism.languages[name] === 'object');
  return [...new Set([...grammars, ...PLAIN_TEXT])].sort();
}

type File = {path?: string; cwd?: string};

export default function remarkCodeLanguages({languages}: {languages: readonly string[]}) {
  const known = new Set(languages);
  const check = (node: Nodes, file: File) => {
    if (node.type === 'code' && node.lang && !known.has(node.lang.toLowerCase())) {
      const where = `${path.relative(file.cwd ?? process.cwd(), file.path ?? '<page>')}:${node.position?.start.line ?? '?'}`;
      throw new Error(
        `${where}: a code block in "${node.lang}", which the site does not highlight (it does ${[...known].join(', ')}). ` +
          'Mark the block as text, or see src/plugins/code-languages/index.ts to highlight another language.',
      );
    }
    if ('children' in node) for (const child of node.children) check(child, file);
  };
  return (tree: Root, file: File) => check(tree, file);
}
