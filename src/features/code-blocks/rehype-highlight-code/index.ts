/**
 * Rehype plugin: highlights every fenced code block of a page during the build
 * (src/features/code-blocks/highlight), so the browser gets HTML and no highlighter. The block stays
 * a `<pre><code>` for MDX, with the highlighted HTML as the code's `html`
 * property and no children: the theme's MDX `code` component then renders it
 * as a block with `<CodeBlock>` (src/theme/CodeBlock).
 *
 * A block in a language the highlighter does not know, or with a meta string
 * the site would ignore, fails the build with the file, the line and the fix.
 * Run it after rehype-katex-html, which takes the ```math blocks.
 */
import path from 'node:path';
import type {Element, Root} from 'hast';
import {toText} from 'hast-util-to-text';
import {SKIP, visit} from 'unist-util-visit';
import {highlightCode} from '../highlight/highlighter';
import {languageId, unknownLanguageProblem} from '../highlight/languages';
import {parseCodeMeta} from './meta';

type File = {path?: string; cwd?: string};

/** The code element of a fenced block (`<pre>` with one `<code>`), or undefined. */
function fencedCode(node: Element): Element | undefined {
  if (node.tagName !== 'pre') return undefined;
  const elements = node.children.filter((child) => child.type === 'element');
  return elements.length === 1 && elements[0]!.tagName === 'code' ? elements[0] : undefined;
}

function languageOf(code: Element): string | undefined {
  const className = code.properties.className;
  const classes = Array.isArray(className) ? className.map(String) : [];
  return classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
}

export default function rehypeHighlightCode() {
  return async (tree: Root, file: File): Promise<void> => {
    const blocks: Promise<void>[] = [];
    visit(tree, 'element', (node) => {
      const code = fencedCode(node);
      if (!code) return undefined;
      const where = `${path.relative(file.cwd ?? process.cwd(), file.path ?? '<page>')}:${node.position?.start.line ?? '?'}`;
      const name = languageOf(code);
      const language = languageId(name);
      if (!language) throw new Error(`${where}: ${unknownLanguageProblem(name!)}`);
      const meta = parseCodeMeta((code.properties.metastring as string | undefined) ?? code.data?.meta ?? undefined);
      if ('problem' in meta) throw new Error(`${where}: ${meta.problem}`);
      const text = toText(code, {whitespace: 'pre'}).replace(/\n$/, '');
      blocks.push(
        highlightCode(text, language).then((html) => {
          code.properties = {html, ...(meta.title === undefined ? {} : {title: meta.title}), showLineNumbers: meta.showLineNumbers};
          code.children = [];
        }),
      );
      return SKIP;
    });
    await Promise.all(blocks);
  };
}
