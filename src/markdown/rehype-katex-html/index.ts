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
import katex, {type KatexOptions} from 'katex';

type Node = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
  position?: unknown;
  [key: string]: unknown;
};
type VFileLike = {message(reason: string, options?: unknown): unknown};

/** The text of a hast node (remark-math puts the TeX source in a <code>). */
function textOf(node: Node): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

function classesOf(node: Node): string[] {
  const className = node.properties?.className;
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
export function htmlElement(html: string, flow: boolean): Node {
  const simple = /^<span class="([\w -]+)">([\s\S]*)<\/span>$/.exec(html);
  const [className, inner] = simple ? [simple[1]!, simple[2]!] : [undefined, html];
  const attribute = (name: string, value: unknown) => ({type: 'mdxJsxAttribute', name, value});
  const innerHtml = {
    type: 'mdxJsxAttributeValueExpression',
    value: `{__html: ${JSON.stringify(inner)}}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExpressionStatement',
            expression: {
              type: 'ObjectExpression',
              properties: [
                {
                  type: 'Property',
                  kind: 'init',
                  method: false,
                  shorthand: false,
                  computed: false,
                  key: {type: 'Identifier', name: '__html'},
                  value: {type: 'Literal', value: inner, raw: JSON.stringify(inner)},
                },
              ],
            },
          },
        ],
      },
    },
  };
  return {
    type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name: 'span',
    attributes: [
      ...(className ? [attribute('className', className)] : []),
      // Display math scrolls sideways when it is wider than the column (src/css/custom.css):
      // focusable, a keyboard can scroll it too (axe "scrollable-region-focusable").
      ...(className === 'katex-display' ? [attribute('tabIndex', '0')] : []),
      attribute('dangerouslySetInnerHTML', innerHtml),
    ],
    children: [],
  };
}

/**
 * Finds math the way rehype-katex does (remark-math's `math-inline` and
 * `math-display` classes, and ```math code blocks) and replaces it.
 */
export default function rehypeKatexHtml(options: KatexOptions = {}) {
  return (tree: Node, file?: VFileLike): void => {
    const visit = (parent: Node): void => {
      const children = parent.children ?? [];
      for (let index = 0; index < children.length; index++) {
        const node = children[index]!;
        if (node.type !== 'element') {
          if (node.children) visit(node); // e.g. math inside an MDX JSX element
          continue;
        }
        const classes = classesOf(node);
        const languageMath = classes.includes('language-math');
        const mathDisplay = classes.includes('math-display');
        const mathInline = classes.includes('math-inline');
        // A ```math block, or remark-math's display math, is a <pre><code class="language-math">.
        const code =
          node.tagName === 'pre' ? node.children?.find((child) => child.type === 'element' && child.tagName === 'code') : undefined;
        const codeClasses = code ? classesOf(code) : [];
        if (code && codeClasses.includes('language-math')) {
          children[index] = htmlElement(renderMath(textOf(code), true, options, file), true);
          continue;
        }
        if (languageMath || mathDisplay || mathInline) {
          children[index] = htmlElement(renderMath(textOf(node), mathDisplay, options, file), mathDisplay);
          continue;
        }
        visit(node);
      }
    };
    visit(tree);
  };
}
