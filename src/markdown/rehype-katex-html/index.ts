/**
 * Rehype plugin: renders math with KaTeX, like rehype-katex, but keeps each
 * formula as one HTML string (`<span class="katex" dangerouslySetInnerHTML>`)
 * instead of turning KaTeX's output into JSX, element by element.
 *
 * The page looks the same (same KaTeX, same HTML and MathML), but a formula is
 * one JSX element instead of dozens: a write-up's compiled page shrinks, the
 * build has hundreds fewer JS nodes per page to bundle and minify, and React
 * does not walk the formulas' elements when it hydrates the page.
 */
import type {Element, ElementContent, Root} from 'hast';
import {toText} from 'hast-util-to-text';
import katex, {type KatexOptions} from 'katex';
import type {MdxJsxAttribute} from 'mdast-util-mdx';
import {SKIP, visit} from 'unist-util-visit';
import {expressionAttribute, objectExpression, literal} from '../mdx';

type VFileLike = {message(reason: string, options?: unknown): unknown};
/** An MDX JSX element in the HTML tree (mdast-util-mdx adds them to hast's types). */
type JsxElement = Extract<ElementContent, {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'}>;

function classesOf(node: Element): string[] {
  const className = node.properties.className;
  return Array.isArray(className) ? className.map(String) : [];
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** KaTeX's HTML for one formula; on a TeX error, a warning on the file and KaTeX's error rendering. */
export function renderMath(tex: string, displayMode: boolean, options: KatexOptions, file?: VFileLike): string {
  try {
    return katex.renderToString(tex, {...options, displayMode, throwOnError: true});
  } catch (error) {
    file?.message('Could not render math with KaTeX', {cause: error, source: 'rehype-katex-html'});
    try {
      return katex.renderToString(tex, {...options, displayMode, strict: 'ignore', throwOnError: false});
    } catch {
      const color = options.errorColor ?? '#cc0000';
      return `<span class="katex-error" style="color:${escapeHtml(color)}" title="${escapeHtml(String(error))}">${escapeHtml(tex)}</span>`;
    }
  }
}

/**
 * The MDX JSX element `<span className={outer class} dangerouslySetInnerHTML={{__html: inner}} />`
 * for KaTeX's `<span class="...">inner</span>`, or a plain <span> wrapping the whole output
 * when it has another shape (an error rendering with more attributes).
 */
export function htmlElement(html: string, flow: boolean): JsxElement {
  const simple = /^<span class="([\w -]+)">([\s\S]*)<\/span>$/.exec(html);
  const [className, inner] = simple ? [simple[1]!, simple[2]!] : [undefined, html];
  const attribute = (name: string, value: string): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name, value});
  const innerHtml = expressionAttribute(
    'dangerouslySetInnerHTML',
    objectExpression({__html: literal(inner)}),
    `{__html: ${JSON.stringify(inner)}}`,
  );
  return {
    type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name: 'span',
    attributes: [
      ...(className ? [attribute('className', className)] : []),
      // Display math scrolls sideways when it is wider than the column (src/css/custom.css):
      // focusable, a keyboard can scroll it too (axe "scrollable-region-focusable").
      ...(className === 'katex-display' ? [attribute('tabIndex', '0')] : []),
      innerHtml,
    ],
    children: [],
  };
}

/**
 * Finds math the way rehype-katex does (remark-math's `math-inline` and
 * `math-display` classes, and ```math code blocks) and replaces it.
 */
export default function rehypeKatexHtml(options: KatexOptions = {}) {
  return (tree: Root, file?: VFileLike): void => {
    visit(tree, 'element', (node, index, parent) => {
      if (!parent || index === undefined) return undefined;
      const classes = classesOf(node);
      const mathDisplay = classes.includes('math-display');
      // A ```math block, or remark-math's display math, is a <pre><code class="language-math">.
      const code = node.tagName === 'pre' ? node.children.find((child) => child.type === 'element' && child.tagName === 'code') : undefined;
      if (code?.type === 'element' && classesOf(code).includes('language-math')) {
        parent.children[index] = htmlElement(renderMath(toText(code, {whitespace: 'pre'}), true, options, file), true);
        return SKIP;
      }
      if (classes.includes('language-math') || mathDisplay || classes.includes('math-inline')) {
        parent.children[index] = htmlElement(renderMath(toText(node, {whitespace: 'pre'}), mathDisplay, options, file), mathDisplay);
        return SKIP;
      }
      return undefined;
    });
  };
}
