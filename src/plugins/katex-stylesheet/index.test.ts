import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import * as eta from 'eta';
import {describe, expect, it} from 'vitest';
import {
  ensureKatexStylesheet,
  hasMath,
  ssrTemplateWithKatexStylesheet,
  stylesheetLinkHtml,
  validateKatexStylesheet,
  type DocumentLike,
} from '.';

const require = createRequire(import.meta.url);
const STYLESHEET = {
  href: 'https://cdn.jsdelivr.net/npm/katex@0.16.47/dist/katex.min.css',
  integrity: 'sha384-nH0MfJ44wi1dd7w6jinlyBgljjS8EJAh2JBoRad8a3VDw2K69vfaaqm4WnR+gXtA',
};
const LINK = stylesheetLinkHtml(STYLESHEET);

/** Renders a page template the way Docusaurus 3.7 does (core/lib/ssg/ssgTemplate.js). */
function render(template: string, appHtml: string): string {
  const compiled = eta.compile(template.trim(), {rmWhitespace: true});
  return compiled(
    {
      appHtml,
      baseUrl: '/solve-problems/',
      htmlAttributes: 'lang="en"',
      bodyAttributes: '',
      headTags: '<link rel="icon" href="/favicon.ico">',
      preBodyTags: '',
      postBodyTags: '',
      metaAttributes: ['<title>Page</title>'],
      scripts: ['assets/js/main.js'],
      stylesheets: ['assets/css/styles.css'],
      noIndex: false,
      version: '3.7.0',
    },
    eta.defaultConfig,
  ) as string;
}

describe('ssrTemplateWithKatexStylesheet', () => {
  const template = ssrTemplateWithKatexStylesheet(STYLESHEET);

  it.each([
    {name: 'inline math', appHtml: '<p>Runs in <span class="katex"><span class="katex-mathml">…</span></span>.</p>', math: true},
    {name: 'display math', appHtml: '<span class="katex-display"><span class="katex">…</span></span>', math: true},
    {name: 'no math', appHtml: '<main><h1>解題筆記</h1><table></table></main>', math: false},
    {name: 'only a KaTeX error', appHtml: '<span class="katex-error">x^</span>', math: false},
  ])('puts the stylesheet in the <head> of a page with $name: $math', ({appHtml, math}) => {
    const html = render(template, appHtml);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.split(LINK).length - 1).toBe(math ? 1 : 0);
    expect(html.split(STYLESHEET.href).length - 1).toBe(math ? 1 : 0);
    if (math) expect(head.indexOf(LINK)).toBeLessThan(head.indexOf('assets/css/styles.css'));
    expect(html).toContain(`<div id="__docusaurus">${appHtml}</div>`);
  });

  it("is Docusaurus' default template plus the conditional link (compare again when upgrading Docusaurus)", () => {
    const defaultTemplate = (require('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string}).default;
    const withoutLink = template.replace(/\n {4}<% if \(it\.appHtml\.includes[^\n]*\n[^\n]*\n {4}<% } %>/, '');
    expect(withoutLink).toBe(defaultTemplate);
  });
});

describe('stylesheetLinkHtml and validateKatexStylesheet', () => {
  it('writes a stylesheet link with the integrity hash and anonymous CORS', () => {
    expect(LINK).toBe(
      `<link rel="stylesheet" href="${STYLESHEET.href}" integrity="${STYLESHEET.integrity}" crossorigin="anonymous">`,
    );
  });

  it.each([
    {name: 'no stylesheet', stylesheet: undefined},
    {name: 'an http address', stylesheet: {href: 'http://cdn.example/katex.css', integrity: STYLESHEET.integrity}},
    {name: 'no integrity hash', stylesheet: {href: STYLESHEET.href, integrity: ''}},
    {name: 'a hash without its algorithm', stylesheet: {href: STYLESHEET.href, integrity: 'nH0MfJ44'}},
    {name: 'a hash with a quote', stylesheet: {href: STYLESHEET.href, integrity: 'sha384-a"b'}},
  ])('refuses $name', ({stylesheet}) => {
    expect(() => validateKatexStylesheet(stylesheet as never)).toThrow(/https href and an integrity hash/);
  });
});

describe('hasMath', () => {
  it.each([
    {html: '<span class="katex">x</span>', expected: true},
    {html: '<span class="katex-display"><span class="katex">x</span></span>', expected: true},
    {html: '<code>$x$</code>', expected: false},
    {html: '<span class="katex-error">x</span>', expected: false},
  ])('$html → $expected', ({html, expected}) => {
    expect(hasMath(html)).toBe(expected);
  });
});

/** A document with some elements already in it, recording what gets appended to <head>. */
function fakeDocument(present: {math: boolean; link: boolean}) {
  const appended: Record<string, unknown>[] = [];
  const doc: DocumentLike = {
    querySelector: (selector) => {
      if (selector === '.katex') return present.math ? {} : null;
      if (selector.startsWith('link[rel="stylesheet"]')) {
        return present.link || appended.some((l) => selector.includes(`[href="${String(l.href)}"]`)) ? {} : null;
      }
      throw new Error(`unexpected selector ${selector}`);
    },
    createElement: () => ({rel: '', href: '', integrity: '', crossOrigin: null}),
    head: {appendChild: (node) => appended.push(node)},
  };
  return {doc, appended};
}

describe('ensureKatexStylesheet (client, after a route change)', () => {
  it.each([
    {name: 'a page with math and no stylesheet yet', math: true, link: false, added: true},
    {name: 'a page with math that has it already', math: true, link: true, added: false},
    {name: 'a page without math', math: false, link: false, added: false},
  ])('on $name, adds it: $added', ({math, link, added}) => {
    const {doc, appended} = fakeDocument({math, link});
    expect(ensureKatexStylesheet(doc, STYLESHEET)).toBe(added);
    expect(appended).toEqual(added ? [{rel: 'stylesheet', crossOrigin: 'anonymous', ...STYLESHEET}] : []);
  });

  it('adds it once over several navigations', () => {
    const {doc, appended} = fakeDocument({math: true, link: false});
    ensureKatexStylesheet(doc, STYLESHEET);
    ensureKatexStylesheet(doc, STYLESHEET);
    expect(appended).toHaveLength(1);
  });
});
