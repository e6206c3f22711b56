/**
 * Shared Playwright fixtures for the browser tests.
 *
 * Every test gets a page whose context blocks the KaTeX stylesheet CDN (the
 * machines that run these tests are offline, and no test may wait on it), and
 * whose console errors and uncaught exceptions are collected: a test fails at
 * teardown if any appeared, apart from the blocked CDN request and whatever
 * the test explicitly allowed with `consoleProblems.allow`.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {test as base, expect, type Page, type Route} from '@playwright/test';
import {routeChunkNamesOf, routeShardOf} from '../support/route-chunk-names';
import {BASE_URL, KATEX_CDN_ORIGIN} from '../../src/site';

export {expect};

/** The only third-party origin the site calls: the KaTeX stylesheet's CDN. */
export const CDN_ORIGIN = KATEX_CDN_ORIGIN;

export type ConsoleProblems = {
  /** Console errors and uncaught page errors seen so far that are neither the CDN nor allowed. */
  list(): string[];
  /** Tolerates (also retroactively) problems whose text or source URL matches, for tests that provoke a failure on purpose. */
  allow(pattern: RegExp): void;
};

type Fixtures = {consoleProblems: ConsoleProblems};

export const test = base.extend<Fixtures>({
  context: async ({context}, use) => {
    await context.route(`${CDN_ORIGIN}/**`, (route) => route.abort('blockedbyclient'));
    await use(context);
  },

  consoleProblems: [
    async ({page}, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      const problems = () => seen.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const url = message.location().url;
        if (url.startsWith(`${CDN_ORIGIN}/`)) return;
        seen.push(`console error: ${message.text()}${url ? ` (${url})` : ''}`);
      });
      page.on('pageerror', (error) => seen.push(`uncaught: ${error.name}: ${error.message}`));
      await use({list: problems, allow: (pattern) => void allowed.push(pattern)});
      expect(problems(), 'console errors or uncaught exceptions on the page').toEqual([]);
    },
    {auto: true},
  ],
});

/** Resolves once React has hydrated the server-rendered page (Docusaurus sets this attribute). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
}

/** Goes to a route given relative to the base path, such as `/intro` or `/LeetCode/Binary Search/`. */
export async function gotoRoute(page: Page, route: string) {
  const response = await page.goto(`.${encodeURI(route)}`);
  await waitForHydration(page);
  return response;
}

/** The site under test: this checkout, or the 2,000-write-up copy of the smoke tests (scripts/test-scale.ts). */
export const SITE_DIR = process.env.E2E_SITE_DIR ?? path.resolve(__dirname, '../..');

/** The path Docusaurus gives a route relative to the base path (`/intro`, `/LeetCode/Binary Search/`): base path and trailing slash. */
const routePath = (route: string) => (BASE_URL + route.replace(/^\//, '')).replace(/\/?$/, '/');

/**
 * The URL pattern of one of a route's chunks, read from the build's generated
 * chunk names: by default its `content` module (a doc's or page's own text),
 * which no other route shares.
 */
export function chunkUrl(route: string, key = 'content'): RegExp {
  const name = routeChunkNamesOf(SITE_DIR, routePath(route))?.[key];
  if (typeof name !== 'string') throw new Error(`No ${key} chunk for ${route} in the build`);
  return chunkFileUrl(name, route);
}

/** The URL pattern of the route shard (patches/@docusaurus+core+3.7.0.patch) that holds a route. */
export function routeShardUrl(route: string): RegExp {
  const shard = routeShardOf(SITE_DIR, routePath(route));
  if (shard === undefined) throw new Error(`No route shard holds ${route} in the build`);
  return chunkFileUrl(`route-shard-${shard}`, route);
}

function chunkFileUrl(name: string, route: string): RegExp {
  // Chunks are build/assets/js/<build hash>/<name>.js (src/plugins/chunk-names).
  const file = readdirSync(path.join(SITE_DIR, 'build/assets/js'), {recursive: true, encoding: 'utf8'}).find(
    (f) => path.basename(f) === `${name}.js`,
  );
  if (!file) throw new Error(`Chunk ${name} of ${route} is not in build/assets/js`);
  return new RegExp(`/assets/js/${file.split(path.sep).join('/').replace(/\./g, '\\.')}$`);
}

/** A promise the test opens when it chooses: for holding back network responses. */
export function gate(): {opened: Promise<void>; open: () => void} {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {opened, open};
}

/** Marks the current document, so the test can tell a full page load (marker gone) from client-side navigation. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as {sameDocument?: boolean}).sameDocument = true));
}

/** Whether the document marked by `markDocument` is still the page's: no full page load since. */
export const isSameDocument = (page: Page) => page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument === true);

/** Every request for the URL pattern, with its resource type ("script" for a real load, "other" for a prefetch). */
export function recordRequests(page: Page, url: RegExp): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (url.test(request.url())) requests.push(request.resourceType());
  });
  return requests;
}

/** Fails the requests for `url` with `fail` until the next full page load begins (the network "comes back", or the new deploy is served). */
export async function failUntilNextPageLoad(page: Page, url: RegExp, fail: (route: Route) => Promise<void>): Promise<void> {
  let failing = true;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) failing = false;
  });
  await page.route(url, (route) => (failing ? fail(route) : route.continue()));
}

/**
 * Changes the system colour scheme to light and back to dark while the page is
 * open, and resolves once the page has seen both changes. Change events reach
 * media query lists oldest first, so once this late listener has seen both,
 * the site's own listeners have run too. The browser reports media changes at
 * its next rendering step, so two emulations in a row could fold into none:
 * each change is seen before the next is made.
 */
export async function flipSystemColourScheme(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = window as unknown as {schemeChanges: number};
    state.schemeChanges = 0;
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => state.schemeChanges++);
  });
  const schemeChanges = () => page.evaluate(() => (window as unknown as {schemeChanges: number}).schemeChanges);
  await page.emulateMedia({colorScheme: 'light'});
  await expect.poll(schemeChanges).toBe(1);
  await page.emulateMedia({colorScheme: 'dark'});
  await expect.poll(schemeChanges).toBe(2);
}

/** Where the page clock starts in the tests that count time on it (a fixed date, for repeatable runs). */
const PAGE_CLOCK_START = Date.UTC(2026, 0, 1);

/** Replaces the page's clock with one the test controls, running in real time from PAGE_CLOCK_START until paused. */
export async function installPageClock(page: Page): Promise<void> {
  await page.clock.install({time: PAGE_CLOCK_START});
}

/**
 * Pauses the page's clock 100 s after it started: later than the page load
 * gets within the test's 90 s limit, and before webpack's 120 s chunk-load
 * timeout. A pause an hour on fired that timeout for every chunk still
 * loading: a prefetch in flight then failed a test with a ChunkLoadError.
 */
export async function pausePageClock(page: Page): Promise<void> {
  await page.clock.pauseAt(PAGE_CLOCK_START + 100_000);
}

/** Every request of the page and its workers whose URL matches, as URLs. */
export function requestsFor(page: Page, url: RegExp): string[] {
  const seen: string[] = [];
  page.context().on('request', (request) => {
    if (url.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/**
 * How many of the page's style rules name a class starting with `prefix`, in every stylesheet the page can read
 * (the KaTeX CDN's, from another origin, cannot be read): a feature's `styles.on-demand.css` (src/on-demand-styles).
 */
export function styleRulesNaming(page: Page, prefix: string): Promise<number> {
  return page.evaluate((prefix) => {
    const rules = (sheet: CSSStyleSheet) => {
      try {
        return Array.from(sheet.cssRules);
      } catch {
        return [];
      }
    };
    return Array.from(document.styleSheets)
      .flatMap(rules)
      .filter((rule) => rule.cssText.includes(`.${prefix}`)).length;
  }, prefix);
}
