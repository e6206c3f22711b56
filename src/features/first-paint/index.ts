/**
 * Runs in the page, as an inline script at the end of <body>: adds the
 * site's scripts (webpack's runtime and main.js), in order, once the browser
 * has put the server-rendered page on screen.
 *
 * With Docusaurus' `<script defer>`, a browser that already has main.js (a
 * fast connection, a repeat visit) runs it, about 40 ms of a mid-range
 * phone's CPU plus hydration, before it paints anything: the page stays blank
 * although its HTML and CSS are there. The <link rel="preload"> tags in the
 * <head> still fetch the scripts from the start, at the same low priority.
 *
 * "On screen" is the Paint Timing entry for the first contentful paint, which
 * the browser reports once that frame is presented. Without Paint Timing, two
 * animation frames (the first draws the page). A hidden tab paints nothing,
 * so it loads the scripts at once; and if no paint is ever reported, they
 * start after a second anyway.
 *
 * ES5, so that it runs wherever the HTML is read; tested in index.test.ts.
 * Measured (scripts/bench/README.md, ablation): on a mid-range phone
 * (Lighthouse mobile) the home page's LCP is 1.07 s with it and 2.07 s
 * without, performance 94 against 89 (median of 3, same run).
 */
export const SCRIPT_LOADER = `function (urls, win) {
  var doc = win.document;
  var started = false;
  function load() {
    if (started) return;
    started = true;
    urls.forEach(function (url) {
      var script = doc.createElement('script');
      script.src = url;
      script.async = false;
      doc.head.appendChild(script);
    });
  }
  if (doc.visibilityState === 'hidden') return load();
  var Observer = win.PerformanceObserver;
  if (Observer && (Observer.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new Observer(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      win.setTimeout(load, 0);
    }).observe({type: 'paint', buffered: true});
  } else {
    win.requestAnimationFrame(function () { win.requestAnimationFrame(load); });
  }
  win.setTimeout(load, 1000);
}`;

/**
 * The stock template's script tags, as the built (minified) HTML has them:
 * `<script src=/solve-problems/assets/js/main.<hash>.js defer></script>`.
 */
const DEFERRED_SCRIPT = /<script src=("?)([^"\s>]+)\1 defer><\/script>/g;

/**
 * A built page with its deferred scripts replaced: preloads where they were,
 * in the <head>, and `SCRIPT_LOADER` with their URLs, in order, at the end of
 * the body. Throws, naming the page, if it has none: the stock template would
 * have changed, and the page must not be left without its scripts.
 */
export function withScriptLoader(html: string, page: string): string {
  const urls: string[] = [];
  const preloaded = html.replace(DEFERRED_SCRIPT, (_tag, _quote, src: string) => {
    urls.push(src);
    return `<link rel="preload" href="${src}" as="script" fetchpriority="low">`;
  });
  if (urls.length === 0) {
    throw new Error(
      `script-loader: ${page} has no <script src=… defer></script>, the tags Docusaurus' page template writes for the site's scripts. ` +
        'Has the template changed? See src/features/first-paint/index.ts.',
    );
  }
  const loader = `<script>(${SCRIPT_LOADER.replace(/\s+/g, ' ')})(${JSON.stringify(urls)}, window)</script>`;
  const bodyEnd = preloaded.lastIndexOf('</body>');
  return bodyEnd < 0 ? preloaded + loader : preloaded.slice(0, bodyEnd) + loader + preloaded.slice(bodyEnd);
}
