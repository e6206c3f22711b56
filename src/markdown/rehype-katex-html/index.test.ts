import {compile, evaluate} from '@mdx-js/mdx';
import {createElement} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import {describe, expect, it} from 'vitest';
import rehypeKatexHtml, {htmlElement, renderMath} from '.';

async function html(source: string, rehypePlugin: unknown): Promise<string> {
  const {default: Content} = await evaluate(source, {
    ...runtime,
    remarkPlugins: [remarkMath],
    rehypePlugins: [rehypePlugin as never],
  });
  return renderToStaticMarkup(createElement(Content));
}

/**
 * The same markup up to what does not change the page: React writes an inline
 * style without KaTeX's trailing semicolon and an empty SVG element as
 * <path></path> where KaTeX writes <path/>, and an error rendering (which has
 * more attributes than a class) is wrapped in one more <span>. Display math
 * is also focusable here (tested below).
 */
function normalized(markup: string): string {
  return markup
    .replace(/<span class="katex-display" tabindex="0">/g, '<span class="katex-display">')
    .replace(/;"/g, '"')
    .replace(/<(path|line|rect)([^>]*)\/>/g, '<$1$2></$1>')
    .replace(/<span>(<span class="katex-error"[^>]*>[^<]*<\/span>)<\/span>/g, '$1');
}

const PAGES = [
  {name: 'inline math', source: 'Runs in $O(n \\log n)$ time and $O(1)$ space.'},
  {name: 'display math', source: 'Since\n\n$$\n\\left\\lceil \\log_2 n \\right\\rceil + 1\n$$\n\nhalvings.'},
  {name: 'a ```math block', source: '```math\nS_i = \\sum_{j=i}^{i+k-1} a_j\n```'},
  {name: 'math in a list and a heading', source: '## Cost $O(n)$\n\n- Time: $O(\\log n)$\n- Space: $O(1)$, with $\\sqrt{n}$'},
  {name: 'math inside JSX', source: '<div>\n\nSum: $a + b$\n\n</div>'},
  {name: 'a TeX error', source: 'Broken: $\\frac{1}{$ here.'},
  {name: 'no math', source: 'Plain `$x$` code and text.'},
];

describe('rehypeKatexHtml', () => {
  it.each(PAGES)('renders $name exactly as rehype-katex does', async ({source}) => {
    expect(normalized(await html(source, rehypeKatexHtml))).toBe(normalized(await html(source, rehypeKatex)));
  });

  it('makes display math focusable, so that a keyboard can scroll a formula wider than the column', async () => {
    expect(await html(PAGES[1]!.source, rehypeKatexHtml)).toContain('<span class="katex-display" tabindex="0"><span class="katex">');
    expect(await html(PAGES[0]!.source, rehypeKatexHtml)).not.toContain('tabindex');
  });

  it('compiles a formula to one JSX element holding an HTML string, not one element per KaTeX node', async () => {
    const source = 'Runs in $O(n \\log n)$ time.\n\n$$\nx^2 + y^2\n$$';
    const count = (code: string) => (code.match(/_jsxs?\(/g) ?? []).length;
    const ours = String(await compile(source, {remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatexHtml]}));
    const theirs = String(await compile(source, {remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex]}));
    expect(ours).toContain('dangerouslySetInnerHTML');
    expect(count(ours)).toBeLessThanOrEqual(8);
    expect(count(theirs)).toBeGreaterThan(30);
    expect(ours.length).toBeLessThan(theirs.length);
  });

  it('warns about a TeX error on the file, naming the plugin', async () => {
    const file = await compile('Broken: $\\frac{1}{$', {remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatexHtml]});
    expect(file.messages.map((m) => m.source)).toContain('rehype-katex-html');
  });
});

describe('renderMath', () => {
  it.each([
    {tex: 'O(n)', display: false, starts: '<span class="katex">'},
    {tex: 'O(n)', display: true, starts: '<span class="katex-display">'},
    {tex: '\\frac{1}{', display: false, starts: '<span class="katex-error"'},
  ])('renders $tex (display: $display) as KaTeX HTML', ({tex, display, starts}) => {
    expect(renderMath(tex, display, {})).toMatch(new RegExp(`^${starts}`));
  });
});

describe('htmlElement', () => {
  it.each([
    {html: '<span class="katex"><b>x</b></span>', className: 'katex', inner: '<b>x</b>'},
    {
      html: '<span class="katex-display"><span class="katex">x</span></span>',
      className: 'katex-display',
      inner: '<span class="katex">x</span>',
    },
    {html: '<span class="katex-error" title="e">x</span>', className: undefined, inner: '<span class="katex-error" title="e">x</span>'},
  ])('keeps the outer class $className and the rest as inner HTML', ({html, className, inner}) => {
    const element = htmlElement(html, false) as unknown as {attributes: {name: string; value: unknown}[]};
    expect(element.attributes.find((a) => a.name === 'className')?.value).toBe(className);
    const value = element.attributes.find((a) => a.name === 'dangerouslySetInnerHTML')?.value as {value: string};
    expect(JSON.parse(value.value.replace(/^\{__html: /, '').replace(/\}$/, ''))).toBe(inner);
  });
});
