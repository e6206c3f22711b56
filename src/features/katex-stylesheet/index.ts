/**
 * The KaTeX stylesheet, loaded from its CDN with an integrity hash, only by
 * the pages that show math, with the site's own copy of the same file as the
 * fallback.
 *
 * It is render-blocking and comes from another origin: loaded on every page
 * (the site-wide `stylesheets` option), it delays the first paint of the home
 * page and of every other page without a formula, and it fails there too when
 * the CDN is unreachable.
 *
 * - First visit: the HTML of a page whose body holds KaTeX output carries the
 *   <link> and the preloads of its main fonts in its <head> (`withKatexHead`,
 *   applied to the built pages by plugin.ts), so math is styled at the first
 *   paint.
 * - Navigation inside the site: `client.ts` adds the same <link> once a page
 *   with math is shown, and keeps it.
 * - CDN unreachable, blocked or answering with other bytes (the integrity
 *   check fails): the link's `error` event points it at `fallbackHref`, the
 *   same file served by the site (`plugin.ts` copies it, with its fonts, from
 *   the installed KaTeX into the build). Without math on screen, or when the
 *   CDN answers, the copy is never fetched.
 *
 * Not a <Head> in the MDX: react-helmet removes and re-adds its tags during
 * hydration, which would unload the stylesheet for a moment (a flash of
 * unstyled math) and fetch it again.
 */

/**
 * The stylesheet's address on the CDN, the hash the browser checks it against,
 * and the site's copy of the same file (a path under the base URL).
 */
export type KatexStylesheet = {href: string; integrity: string; fallbackHref: string};

export function validateKatexStylesheet(stylesheet: KatexStylesheet): KatexStylesheet {
  if (!/^https:\/\//.test(stylesheet?.href ?? '') || !/^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(stylesheet?.integrity ?? '')) {
    throw new Error('The KaTeX stylesheet needs an https href and an integrity hash (sha256-, sha384- or sha512-).');
  }
  if (!/^\/[\w./-]*\.css$/.test(stylesheet.fallbackHref ?? '')) {
    throw new Error(
      `The KaTeX stylesheet's fallbackHref must be a path on the site ending in .css, such as /solve-problems/katex/katex.min.css; got "${stylesheet.fallbackHref}".`,
    );
  }
  return stylesheet;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The <link> element, as HTML. `crossorigin` is required for the integrity
 * check of a file from another origin. Its inline `onerror` (it runs before
 * the site's scripts, which start after the first paint) switches it once to
 * the site's copy, which has the same bytes and so passes the same check.
 */
export function stylesheetLinkHtml(stylesheet: KatexStylesheet): string {
  const {href, integrity, fallbackHref} = validateKatexStylesheet(stylesheet);
  const onError = `this.onerror=null;this.href='${fallbackHref}'`;
  return `<link rel="stylesheet" href="${escapeAttribute(href)}" integrity="${escapeAttribute(integrity)}" crossorigin="anonymous" onerror="${escapeAttribute(onError)}">`;
}

/**
 * The KaTeX fonts the write-ups' formulas use: KaTeX_Main (digits, operators,
 * `\log`) for any math, KaTeX_Math-Italic for one-letter variables, and
 * KaTeX_Main-Italic for the code identifiers the writing guide sets in
 * `\mathit{}`. Preloaded, they come from the CDN together with the stylesheet
 * instead of after it, so math is drawn in its own font at the first paint,
 * without the layout shift of a late font swap. Other KaTeX fonts load when a
 * page needs them.
 *
 * Measured for KaTeX_Main-Italic (scripts/bench/README.md, "KaTeX font
 * preloads"): without its preload the browser finds it only once the CDN's
 * stylesheet is in and laid out, and the first paragraph of a write-up, the
 * Largest Contentful Paint, waits for it.
 */
export const PRELOADED_FONTS = [
  {file: 'KaTeX_Main-Regular.woff2', usedBy: /./},
  // KaTeX's class for a letter in math italic.
  {file: 'KaTeX_Math-Italic.woff2', usedBy: /\bmathnormal\b/},
  // KaTeX's class for \mathit{}.
  {file: 'KaTeX_Main-Italic.woff2', usedBy: /\bmathit\b/},
] as const;

/** A font preload, next to the stylesheet on the CDN (fonts are fetched with CORS, hence `crossorigin`). */
export function fontPreloadHtml(stylesheet: KatexStylesheet, file: string): string {
  const href = new URL(`fonts/${file}`, validateKatexStylesheet(stylesheet).href).href;
  return `<link rel="preload" href="${escapeAttribute(href)}" as="font" type="font/woff2" crossorigin="anonymous">`;
}

/**
 * Where the head tags go: before the site's own stylesheet, so that custom.css
 * can override KaTeX's rules. The built HTML is minified (unquoted attributes).
 */
const SITE_STYLESHEET = /<link rel=("?)stylesheet\1 href=("?)[^"\s>]*\/assets\/css\/styles\.[0-9a-f]+\.css\2>/;

/** A KaTeX formula's outer element, `<span class="katex">`, as written in built (minified) HTML too. */
const KATEX_ELEMENT = /\sclass=(?:"katex"|katex(?=[\s>]))/;

/**
 * A built page with the stylesheet and its font preloads in its <head>, if
 * its body shows math (and only the fonts its math uses); other pages are
 * returned unchanged. Throws if the page has math but no site stylesheet to
 * put them before: Docusaurus' page template would have changed.
 */
export function withKatexHead(html: string, stylesheet: KatexStylesheet): string {
  const bodyStart = html.indexOf('<body');
  const body = html.slice(bodyStart);
  if (bodyStart < 0 || !KATEX_ELEMENT.test(body)) return html;
  const site = SITE_STYLESHEET.exec(html);
  if (!site || site.index > bodyStart) {
    throw new Error(
      'katex-stylesheet: a page with math has no <link rel="stylesheet" href=".../assets/css/styles.<hash>.css"> in its <head> ' +
        'to put the KaTeX stylesheet before. Has the Docusaurus page template changed? See src/features/katex-stylesheet/index.ts.',
    );
  }
  const fonts = PRELOADED_FONTS.filter(({usedBy}) => usedBy.test(body)).map(({file}) => fontPreloadHtml(stylesheet, file));
  const tags = stylesheetLinkHtml(stylesheet) + fonts.join('');
  return html.slice(0, site.index) + tags + html.slice(site.index);
}

/** The parts of a <link> element that `ensureKatexStylesheet` uses. */
export type LinkLike = {
  rel: string;
  href: string;
  integrity: string;
  crossOrigin: string | null;
  addEventListener(type: 'error', listener: () => void, options: {once: true}): void;
};

/** The parts of `document` that `ensureKatexStylesheet` uses. */
export type DocumentLike = {
  querySelector(selector: string): unknown;
  createElement(tag: 'link'): LinkLike;
  head: {appendChild(node: never): unknown};
};

/**
 * Adds the stylesheet to a page that shows math and has neither it nor the
 * fallback yet (a page reached by navigation); returns whether it did. If the
 * CDN fails, the link switches to the site's copy, as in the HTML.
 */
export function ensureKatexStylesheet(doc: DocumentLike, stylesheet: KatexStylesheet): boolean {
  if (!doc.querySelector('.katex')) return false;
  const loaded = [stylesheet.href, stylesheet.fallbackHref].map((href) => `link[rel="stylesheet"][href="${href}"]`);
  if (doc.querySelector(loaded.join(', '))) return false;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = 'anonymous'; // before href: the request starts with the CORS mode the integrity check needs
  link.integrity = stylesheet.integrity;
  link.addEventListener('error', () => (link.href = stylesheet.fallbackHref), {once: true});
  link.href = stylesheet.href;
  doc.head.appendChild(link as never);
  return true;
}
