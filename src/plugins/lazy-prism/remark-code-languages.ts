/**
 * Remark plugin: fails the build on a code block in a language the site does
 * not highlight, instead of showing it as plain text without a word. The
 * languages are the ones lazyPrismPlugin keeps (`highlightedLanguages`).
 */
import path from 'node:path';
import type {Nodes, Root} from 'mdast';

type File = {path?: string; cwd?: string};

export default function remarkCodeLanguages({languages}: {languages: readonly string[]}) {
  const known = new Set(languages);
  const check = (node: Nodes, file: File) => {
    if (node.type === 'code' && node.lang && !known.has(node.lang.toLowerCase())) {
      const where = `${path.relative(file.cwd ?? process.cwd(), file.path ?? '<page>')}:${node.position?.start.line ?? '?'}`;
      throw new Error(
        `${where}: a code block in "${node.lang}", which the site does not highlight (it does ${[...known].join(', ')}). ` +
          `Add "${node.lang}" to CODE_LANGUAGES in docusaurus.config.ts, or mark the block as text.`,
      );
    }
    if ('children' in node) for (const child of node.children) check(child, file);
  };
  return (tree: Root, file: File) => check(tree, file);
}
