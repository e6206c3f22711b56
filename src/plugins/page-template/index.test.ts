import {createRequire} from 'node:module';
import * as eta from 'eta';
import {describe, expect, it} from 'vitest';
import {katexHeadTemplate, stylesheetLinkHtml} from '../katex-stylesheet';
import {pageTemplate, SCRIPT_LOADER} from '.';

const require = createRequire(import.meta.url);
const STYLESHEET = {
  href: 'https://cdn.jsdelivr.net/npm/katex@0.16.47/dist/katex.min.css',
  integrity: 'sha384-nH0MfJ44wi1dd7w6jinlyBgljjS8EJAh2JBoRad8a3VDw2K69vfaaqm4WnR+gXtA',
  fallbackHref: '/solve-problems/katex/0.16.47/katex.min.css',
};
const SCRIPTS = ['assets/js/runtime~main.js', 'assets/js/main.js'];

/** Renders a page template the way Docusaurus 3.7 does (core/lib/ssg/ssgTemplate.js). */
function render(appHtml: string): string {
  const compiled = eta.compile(pageTemplate(STYLESHEET).trim(), {rmWhitespace: true});
  return compiled(
    {
      appHtml,
      baseUrl: '/solve-problems/',
      htmlAttributes: 'lang="en"',
      bodyAttributes: '',
      headTags: '<link rel="icon" href="/favicon.ico">',
      preBodyTags: '<script>/* colour mode */</script>',
      postBodyTags: '',
      metaAttributes: ['<title>Page</title>'],
      scripts: SCRIPTS,
      stylesheets: ['assets/css/styles.css'],
      noIndex: false,
      version: '3.7.0',
    },
    eta.defaultConfig,
  );
}

const MATH = '<p>Runs in <span class="katex"><span class="mord mathnormal">n</span></span>.</p>';

describe('pageTemplate', () => {
  it("is Docusaurus' default template with the KaTeX head and the script loader (compare again when upgrading Docusaurus)", () => {
    const stock = (require('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string}).default;
    const ours = pageTemplate(STYLESHEET);
    const expected = stock
      .replace('    <% it.stylesheets', `    ${katexHeadTemplate(STYLESHEET)}\n    <% it.stylesheets`)
      .replace(
        '<script src="<%= it.baseUrl %><%= script %>" defer></script>',
        '<link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script" fetchpriority="low">',
      )
      .replace(
        '    <%~ it.postBodyTags %>',
        `    <script>(${SCRIPT_LOADER})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>, window)</script>\n    <%~ it.postBodyTags %>`,
      );
    expect(ours).toBe(expected);
  });

  it('puts the KaTeX stylesheet before the site stylesheet on a page with math, and nothing of KaTeX elsewhere', () => {
    const withMath = render(MATH);
    const head = withMath.slice(0, withMath.indexOf('</head>'));
    expect(head.indexOf(stylesheetLinkHtml(STYLESHEET))).toBeGreaterThan(-1);
    expect(head.indexOf(stylesheetLinkHtml(STYLESHEET))).toBeLessThan(head.indexOf('assets/css/styles.css'));
    expect(render('<main><h1>解題筆記</h1></main>')).not.toContain('katex');
  });

  it('preloads the scripts in the <head> and has no <script src> there', () => {
    const html = render(MATH);
    const head = html.slice(0, html.indexOf('</head>'));
    for (const script of SCRIPTS) {
      expect(head).toContain(`<link rel="preload" href="/solve-problems/${script}" as="script" fetchpriority="low">`);
    }
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  });

  it('ends the body with the page, then the loader with the scripts in order, then the post-body tags', () => {
    const html = render(MATH);
    expect(html).toContain(`<div id="__docusaurus">${MATH}</div>`);
    const loader = html.match(/<script>\((function[\s\S]*?)\)\((\[.*?\]), window\)<\/script>/);
    expect(loader?.[1]?.replace(/\s+/g, ' ')).toBe(SCRIPT_LOADER.replace(/\s+/g, ' '));
    expect(html.indexOf('<div id="__docusaurus">')).toBeLessThan(html.indexOf('<script>(function'));

    // As rendered (Eta strips the indentation), it still loads the page's scripts in order.
    const rendered = fakeWindow();
    runLoader(JSON.parse(loader![2]!) as string[], rendered.win, loader![1]);
    rendered.reportPaint('first-contentful-paint');
    rendered.runTimers();
    expect(rendered.appended).toEqual(SCRIPTS.map((script) => ({src: `/solve-problems/${script}`, async: false})));
  });
});

/** A window with only what the loader uses; frames, timers and paint reports happen when the test says. */
function fakeWindow({hidden = false, paintTiming = true} = {}) {
  const appended: {src: string; async: boolean}[] = [];
  const frames: (() => void)[] = [];
  const timers: {callback: () => void; ms: number}[] = [];
  const observers: {callback: (list: unknown, observer: unknown) => void; disconnected: boolean}[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['navigation', 'paint', 'resource'];
    private readonly entry;
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.entry = {callback, disconnected: false};
    }
    observe(options: unknown) {
      expect(options).toEqual({type: 'paint', buffered: true});
      observers.push(this.entry);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const win = {
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      createElement: () => ({src: '', async: true}),
      head: {appendChild: (script: {src: string; async: boolean}) => appended.push(script)},
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => timers.push({callback, ms}),
    ...(paintTiming && {PerformanceObserver: FakeObserver}),
  };
  return {
    win,
    appended,
    observers,
    runFrame: () => frames.splice(0).forEach((frame) => frame()),
    /** Runs the timers due within `ms`. */
    runTimers: (ms = 0) => timers.filter((timer) => timer.ms <= ms).forEach((timer) => timers.splice(timers.indexOf(timer), 1) && timer.callback()),
    reportPaint: (name: string) =>
      observers.filter((o) => !o.disconnected).forEach((o) => o.callback({getEntriesByName: (n: string) => (n === name ? [{name}] : [])}, {disconnect: () => (o.disconnected = true)})),
  };
}

function runLoader(urls: string[], win: unknown, source = SCRIPT_LOADER): void {
  // The loader is page code kept as a string; evaluate it as the browser would.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running that string is what this test is for
  const loader = (new Function(`return (${source})`) as () => (urls: string[], win: unknown) => void)();
  loader(urls, win);
}

describe('SCRIPT_LOADER', () => {
  const urls = ['/solve-problems/assets/js/runtime~main.js', '/solve-problems/assets/js/main.js'];
  const loaded = urls.map((src) => ({src, async: false}));

  it('adds the scripts in order, not async, once the first contentful paint is reported, and only once', () => {
    const page = fakeWindow();
    runLoader(urls, page.win);
    page.runFrame();
    page.reportPaint('first-paint');
    page.runTimers();
    expect(page.appended).toEqual([]);

    page.reportPaint('first-contentful-paint');
    expect(page.appended).toEqual([]);
    page.runTimers();
    expect(page.appended).toEqual(loaded);
    expect(page.observers.every((o) => o.disconnected)).toBe(true);

    page.runTimers(1000);
    expect(page.appended).toEqual(loaded);
  });

  it('without Paint Timing, waits for a frame to be drawn and the next one to begin', () => {
    const page = fakeWindow({paintTiming: false});
    runLoader(urls, page.win);
    page.runTimers();
    page.runFrame();
    expect(page.appended).toEqual([]);
    page.runFrame();
    expect(page.appended).toEqual(loaded);
  });

  it('starts the scripts after a second when no paint is ever reported', () => {
    const page = fakeWindow();
    runLoader(urls, page.win);
    page.runFrame();
    page.runTimers(999);
    expect(page.appended).toEqual([]);
    page.runTimers(1000);
    expect(page.appended).toEqual(loaded);
  });

  it('adds the scripts at once in a hidden tab, which paints nothing', () => {
    const page = fakeWindow({hidden: true});
    runLoader(urls, page.win);
    expect(page.appended).toEqual(loaded);
    expect(page.observers).toEqual([]);
  });
});
