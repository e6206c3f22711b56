import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import * as eta from 'eta';
import {describe, expect, it} from 'vitest';
import {
  ensureKatexStylesheet,
  katexHeadTemplate,
  PRELOADED_FONTS,
  stylesheetLinkHtml,
  validateKatexStylesheet,
  type DocumentLike,
} from '.';

const STYLESHEET = {
  href: 'https://cdn.jsdelivr.net/npm/katex@0.16.47/dist/katex.min.css',
  integrity: 'sha384-nH0MfJ44wi1dd7w6jinlyBgljjS8EJAh2JBoRad8a3VDw2K69vfaaqm4WnR+gXtA',
};
const LINK = stylesheetLinkHtml(STYLESHEET);

/** The <head> fragment for a page body, rendered by Eta as Docusaurus renders the page template. */
function headFor(appHtml: string): string {
  return eta.compile(katexHeadTemplate(STYLESHEET), {rmWhitespace: true})({appHtml}, eta.defaultConfig);
}

const FONT = (file: string) =>
  `<link rel="preload" href="https://cdn.jsdelivr.net/npm/katex@0.16.47/dist/fonts/${file}" as="font" type="font/woff2" crossorigin="anonymous">`;

describe('katexHeadTemplate', () => {
  it.each([
    {
      name: 'inline math with a variable',
      appHtml: '<p>Runs in <span class="katex"><span class="mord mathnormal">n</span></span>.</p>',
      expected: LINK + FONT('KaTeX_Main-Regular.woff2') + FONT('KaTeX_Math-Italic.woff2'),
    },
    {
      name: 'display math with digits only',
      appHtml: '<span class="katex-display"><span class="katex"><span class="mord">1</span></span></span>',
      expected: LINK + FONT('KaTeX_Main-Regular.woff2'),
    },
    {name: 'no math', appHtml: '<main><h1>解題筆記</h1><table></table></main>', expected: ''},
    {name: 'only a KaTeX error', appHtml: '<span class="katex-error">x^</span>', expected: ''},
  ])('gives a page with $name the stylesheet and the fonts it uses', ({appHtml, expected}) => {
    expect(headFor(appHtml)).toBe(expected);
  });

  it.each(PRELOADED_FONTS)('preloads $file, a font the installed KaTeX stylesheet loads from fonts/', ({file}) => {
    const require = createRequire(import.meta.url);
    const css = readFileSync(require.resolve('katex/dist/katex.min.css'), 'utf8');
    expect(css).toContain(`url(fonts/${file})`);
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
