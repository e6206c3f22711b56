import {describe, expect, it} from 'vitest';
import {SCRIPT_LOADER, withScriptLoader} from '.';

const SCRIPTS = ['/solve-problems/assets/js/runtime~main.ff19f1c4.js', '/solve-problems/assets/js/main.a772b531.js'];

/** A built page as Docusaurus 3.7 writes it, minified: the scripts deferred in the <head>, no closing </body>. */
const PAGE =
  '<!doctype html><html lang=en dir=ltr><head><meta charset=UTF-8><title>Page</title>' +
  '<link rel=stylesheet href=/solve-problems/assets/css/styles.12e6465e.css>' +
  SCRIPTS.map((src) => `<script src=${src} defer></script>`).join('') +
  '</head><body><script>/* colour mode */</script><div id=__docusaurus><main><h1>解題筆記</h1></main></div>';

describe('withScriptLoader', () => {
  const html = withScriptLoader(PAGE, 'index.html');
  const head = html.slice(0, html.indexOf('</head>'));

  it('preloads the scripts in the <head>, where the deferred tags were, and leaves no <script src> anywhere', () => {
    expect(head).toContain(SCRIPTS.map((src) => `<link rel="preload" href="${src}" as="script" fetchpriority="low">`).join(''));
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  });

  it('keeps the rest of the page as it was', () => {
    expect(html.replace(/<link rel="preload"[^>]*>/g, '').replace(/<script>\(function[\s\S]*$/, '')).toBe(
      PAGE.replace(/<script src=[^>]*><\/script>/g, ''),
    );
  });

  it('ends the page with the loader, which adds the scripts in order after the first paint', () => {
    const loader = /<script>\((function[\s\S]*?)\)\((\[.*?\]), window\)<\/script>$/.exec(html);
    expect(loader?.[2]).toBe(JSON.stringify(SCRIPTS));
    const rendered = fakeWindow();
    runLoader(JSON.parse(loader![2]!) as string[], rendered.win, loader![1]);
    rendered.reportPaint('first-contentful-paint');
    rendered.runTimers();
    expect(rendered.appended).toEqual(SCRIPTS.map((src) => ({src, async: false})));
  });

  it('puts the loader before </body> when the page has one', () => {
    const closed = withScriptLoader(`${PAGE}</body></html>`, 'index.html');
    expect(closed).toMatch(/<\/script><\/body><\/html>$/);
    expect(closed.indexOf('<script>(function')).toBeGreaterThan(closed.indexOf('id=__docusaurus'));
  });

  it('reads quoted attributes too', () => {
    const quoted = PAGE.replace(/<script src=([^ ]+) defer>/g, '<script src="$1" defer>');
    expect(withScriptLoader(quoted, 'index.html')).toBe(html);
  });

  it('fails, naming the page and the template change, on a page without deferred scripts', () => {
    expect(() => withScriptLoader('<html><head></head><body></body></html>', 'LeetCode/Two Sum/index.html')).toThrow(
      /LeetCode\/Two Sum\/index.html has no <script src=… defer><\/script>.*Has the template changed\?/,
    );
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
    runTimers: (ms = 0) =>
      timers.filter((timer) => timer.ms <= ms).forEach((timer) => timers.splice(timers.indexOf(timer), 1) && timer.callback()),
    reportPaint: (name: string) =>
      observers
        .filter((o) => !o.disconnected)
        .forEach((o) =>
          o.callback({getEntriesByName: (n: string) => (n === name ? [{name}] : [])}, {disconnect: () => (o.disconnected = true)}),
        ),
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
