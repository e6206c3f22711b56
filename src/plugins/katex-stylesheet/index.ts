/**
 * Remark plugin: a page that contains math gets the KaTeX stylesheet in its
 * <head> (as an MDX <Head> element, which Docusaurus renders into the static
 * HTML), and a page without math does not load it at all.
 *
 * The stylesheet is render-blocking and comes from a CDN: loading it on every
 * page, as the site-wide `stylesheets` option does, delays the first paint of
 * the home page and others that show no formula, and fails there too when the
 * CDN is unreachable.
 */

/** The stylesheet's address on the CDN, and the hash the browser checks it against. */
export type KatexStylesheet = {href: string; integrity: string};

type Node = {type: string; children?: Node[]; [key: string]: unknown};

/** remark-math's node types: `$...$` and `$$...$$`. */
const MATH_NODES = new Set(['inlineMath', 'math']);

export function hasMath(node: Node): boolean {
  return MATH_NODES.has(node.type) || (node.children ?? []).some(hasMath);
}

function attribute(name: string, value: string) {
  return {type: 'mdxJsxAttribute', name, value};
}

/** `<Head><link rel="stylesheet" href integrity crossOrigin="anonymous" /></Head>` as an mdast node. */
export function stylesheetHead({href, integrity}: KatexStylesheet): Node {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Head',
    attributes: [],
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'link',
        attributes: [
          attribute('rel', 'stylesheet'),
          attribute('href', href),
          attribute('integrity', integrity),
          // Required for the integrity check of a cross-origin file.
          attribute('crossOrigin', 'anonymous'),
        ],
        children: [],
      },
    ],
  };
}

export default function remarkKatexStylesheet(stylesheet: KatexStylesheet) {
  if (!stylesheet?.href || !/^sha(256|384|512)-/.test(stylesheet.integrity ?? '')) {
    throw new Error('remarkKatexStylesheet needs {href, integrity}, the integrity being a sha256/384/512 hash.');
  }
  return (tree: Node): void => {
    if (tree.children && hasMath(tree)) tree.children.push(stylesheetHead(stylesheet));
  };
}
