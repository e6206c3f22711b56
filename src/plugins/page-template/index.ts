import {katexHeadTemplate, type KatexStylesheet} from '../katex-stylesheet';

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
 * The site's page template (`ssrTemplate`): Docusaurus 3.7's default one
 * (@docusaurus/core/lib/ssg/ssgTemplate.html.js; index.test.ts compares them,
 * look again when upgrading) with two changes:
 *
 * - pages whose body contains math get the KaTeX stylesheet and font
 *   preloads in the <head> (src/plugins/katex-stylesheet);
 * - the `<script defer>` tags become preloads plus `SCRIPT_LOADER`, so the
 *   first paint never waits for main.js.
 *
 * Nothing else relies on the scripts running before DOMContentLoaded except
 * Docusaurus' base URL banner, which the configuration turns off
 * (`baseUrlIssueBanner: false`).
 */
export function pageTemplate(katexStylesheet: KatexStylesheet): string {
  return `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    ${katexHeadTemplate(katexStylesheet)}
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script" fetchpriority="low">
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>(${SCRIPT_LOADER})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>, window)</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
}
