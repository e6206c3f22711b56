import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {ensureKatexStylesheet, PRELOADED_FONTS, stylesheetLinkHtml, validateKatexStylesheet, withKatexHead, type DocumentLike} from '.';

const STYLESHEET = {
  href: 'https://cdn.jsdelivr.net/npm/katex@0.16.47/dist/katex.min.css',
  integrity: 'sha384-nH0MfJ44wi1dd7w6jinlyBgljjS8EJAh2JBoRad8a3VDw2K69vfaaqm4WnR+gXtA',
  fallbackHref: '/solve-problems/katex/0.16.47/katex.min.css',
};
const LINK = stylesheetLinkHtml(STYLESHEET);

const SITE_CSS = '<link rel=stylesheet href=/solve-problems/assets/css/styles.12e6465e.css>';

/** A built page (minified, as Docusaurus writes it) with this body. */
function page(body: string, siteCss = SITE_CSS): string {
  return `<!doctype html><html lang=en><head><meta charset=UTF-8><title>t</title>${siteCss}<link rel=preload href=/solve-problems/assets/js/main.js as=script></head><body>${body}</body></html>`;
}

/** What withKatexHead added to a page with this body. */
function headFor(body: string, siteCss = SITE_CSS): string {
  const before = page(body, siteCss);
  const after = withKatexHead(before, STYLESHEET);
  const at = before.indexOf(siteCss);
  expect(after.slice(0, at) + after.slice(after.length - (before.length - at))).toBe(before);
  return after.slice(at, after.length - (before.length - at));
}

const FONT = (file: string) =>
  `<link rel="preload" href="https://cdn.jsdelivr.net/npm/katex@0.16.47/dist/fonts/${file}" as="font" type="font/woff2" crossorigin="anonymous">`;

describe('withKatexHead', () => {
  it.each([
    {
      name: 'inline math with a variable',
      body: '<p>Runs in <span class=katex><span class="mord mathnormal">n</span></span>.</p>',
      expected: LINK + FONT('KaTeX_Main-Regular.woff2') + FONT('KaTeX_Math-Italic.woff2'),
    },
    {
      name: 'a code identifier in \\mathit and a variable',
      body: '<p><span class=katex><span class="mord mathit">nums</span><span class="mord mathnormal">n</span></span></p>',
      expected: LINK + FONT('KaTeX_Main-Regular.woff2') + FONT('KaTeX_Math-Italic.woff2') + FONT('KaTeX_Main-Italic.woff2'),
    },
    {
      name: 'display math with digits only',
      body: '<span class=katex-display><span class=katex><span class=mord>1</span></span></span>',
      expected: LINK + FONT('KaTeX_Main-Regular.woff2'),
    },
    {
      name: 'math in unminified HTML',
      body: '<span class="katex"><span class="mord mathnormal">n</span></span>',
      expected: LINK + FONT('KaTeX_Main-Regular.woff2') + FONT('KaTeX_Math-Italic.woff2'),
    },
    {name: 'no math', body: '<main><h1>解題筆記</h1><table></table></main>', expected: ''},
    {name: 'only a KaTeX error', body: '<span class=katex-error>x^</span>', expected: ''},
    {name: '"katex" only as text', body: '<p>We render math with class=katexish and KaTeX.</p>', expected: ''},
  ])('gives a page with $name the stylesheet and the fonts it uses, before the site stylesheet', ({body, expected}) => {
    expect(headFor(body)).toBe(expected);
  });

  it('finds the site stylesheet with quoted attributes too', () => {
    const quoted = '<link rel="stylesheet" href="/solve-problems/assets/css/styles.0a1b2c3d.css">';
    expect(headFor('<span class=katex>1</span>', quoted)).toBe(LINK + FONT('KaTeX_Main-Regular.woff2'));
  });

  it('fails, naming the template change, on a page with math but no site stylesheet in its head', () => {
    expect(() => withKatexHead(page('<span class=katex>1</span>', ''), STYLESHEET)).toThrow(/Has the Docusaurus page template changed\?/);
  });

  it.each(PRELOADED_FONTS)('preloads $file, a font the installed KaTeX stylesheet loads from fonts/', ({file}) => {
    const require = createRequire(import.meta.url);
    const css = readFileSync(require.resolve('katex/dist/katex.min.css'), 'utf8');
    expect(css).toContain(`url(fonts/${file})`);
  });
});

describe('stylesheetLinkHtml and validateKatexStylesheet', () => {
  it("writes a stylesheet link with the integrity hash and anonymous CORS that switches to the site's copy on error", () => {
    expect(LINK).toBe(
      `<link rel="stylesheet" href="${STYLESHEET.href}" integrity="${STYLESHEET.integrity}" crossorigin="anonymous" ` +
        `onerror="this.onerror=null;this.href='${STYLESHEET.fallbackHref}'">`,
    );
  });

  it('switches once: an error of the copy itself changes nothing more', () => {
    const onError = /onerror="([^"]*)"/.exec(LINK)![1]!;
    const link: {href: string; onerror: unknown} = {href: STYLESHEET.href, onerror: 'set'};
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the attribute is page code; running it is what this test is for
    new Function(onError).call(link);
    expect(link).toEqual({href: STYLESHEET.fallbackHref, onerror: null});
  });

  it.each([
    {name: 'no stylesheet', stylesheet: undefined},
    {name: 'an http address', stylesheet: {...STYLESHEET, href: 'http://cdn.example/katex.css'}},
    {name: 'no integrity hash', stylesheet: {...STYLESHEET, integrity: ''}},
    {name: 'a hash without its algorithm', stylesheet: {...STYLESHEET, integrity: 'nH0MfJ44'}},
    {name: 'a hash with a quote', stylesheet: {...STYLESHEET, integrity: 'sha384-a"b'}},
  ])('refuses $name', ({stylesheet}) => {
    expect(() => validateKatexStylesheet(stylesheet as never)).toThrow(/https href and an integrity hash/);
  });

  it.each([
    {name: 'no fallback', fallbackHref: undefined},
    {name: 'a fallback on another site', fallbackHref: 'https://unpkg.com/katex/dist/katex.min.css'},
    {name: 'a fallback with a quote', fallbackHref: "/solve-problems/katex/'.css"},
  ])('refuses $name', ({fallbackHref}) => {
    expect(() => validateKatexStylesheet({...STYLESHEET, fallbackHref} as never)).toThrow(
      /fallbackHref must be a path on the site ending in \.css/,
    );
  });
});

type FakeLink = {rel: string; href: string; integrity: string; crossOrigin: string | null; fail: () => void};

/** A document with some elements already in it, recording the links appended to <head>. */
function fakeDocument(present: {math: boolean; link?: string}) {
  const appended: FakeLink[] = [];
  const doc: DocumentLike = {
    querySelector: (selector) => {
      if (selector === '.katex') return present.math ? {} : null;
      const hrefs = [present.link, ...appended.map((link) => link.href)];
      return selector.split(', ').some((one) => hrefs.some((href) => one === `link[rel="stylesheet"][href="${href}"]`)) ? {} : null;
    },
    createElement: () => {
      const link: FakeLink = {rel: '', href: '', integrity: '', crossOrigin: null, fail: () => {}};
      return Object.assign(link, {addEventListener: (_type: 'error', listener: () => void) => (link.fail = listener)});
    },
    head: {appendChild: (node) => appended.push(node)},
  };
  return {doc, appended};
}

const ADDED = {rel: 'stylesheet', crossOrigin: 'anonymous', href: STYLESHEET.href, integrity: STYLESHEET.integrity};

describe('ensureKatexStylesheet (client, after a route change)', () => {
  it.each([
    {name: 'a page with math and no stylesheet yet', math: true, link: undefined, added: true},
    {name: 'a page with math that has it already', math: true, link: STYLESHEET.href, added: false},
    {name: "a page with math whose stylesheet switched to the site's copy", math: true, link: STYLESHEET.fallbackHref, added: false},
    {name: 'a page without math', math: false, link: undefined, added: false},
  ])('on $name, adds it: $added', ({math, link, added}) => {
    const {doc, appended} = fakeDocument({math, link});
    expect(ensureKatexStylesheet(doc, STYLESHEET)).toBe(added);
    expect(appended).toEqual(added ? [expect.objectContaining(ADDED)] : []);
  });

  it("switches the link to the site's copy when the CDN fails, and adds nothing more on the next page", () => {
    const {doc, appended} = fakeDocument({math: true});
    ensureKatexStylesheet(doc, STYLESHEET);
    appended[0]!.fail();
    expect(appended).toEqual([expect.objectContaining({...ADDED, href: STYLESHEET.fallbackHref})]);
    expect(ensureKatexStylesheet(doc, STYLESHEET)).toBe(false);
  });

  it('adds it once over several navigations', () => {
    const {doc, appended} = fakeDocument({math: true});
    ensureKatexStylesheet(doc, STYLESHEET);
    ensureKatexStylesheet(doc, STYLESHEET);
    expect(appended).toHaveLength(1);
  });
});
