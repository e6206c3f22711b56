import type {Page} from '@playwright/test';
import {chunkUrl, expect, gotoRoute, recordRequests, routeShardUrl, test} from './fixtures';

// The home page's "Start with the introduction" link is visible on load; the introduction's own
// chunk is what loading that page fetches.
const INTRO_LINK = 'Start with the introduction';

type Connection = {effectiveType: string; saveData: boolean};

/** Makes navigator.connection report the given network, as a phone on a slow or metered network does. */
async function emulateConnection(page: Page, connection: Connection) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({...value, addEventListener() {}, removeEventListener() {}}),
    });
  }, connection);
}

/** Resolves after the browser has delivered intersection callbacks for the element (the site's observers run first). */
async function afterIntersectionCallbacks(page: Page, linkName: string) {
  await page
    .getByRole('link', {name: linkName, exact: true})
    .first()
    .evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            requestAnimationFrame(() => resolve());
          });
          observer.observe(element);
        }),
    );
}

/** Whether the page has asked for the chunk in any way: a prefetch <link> or a <script>. */
function chunkElements(page: Page, url: RegExp) {
  return page.evaluate(
    (source) =>
      Array.from(document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel=prefetch], script[src]'))
        .map((element) => ('href' in element ? element.href : element.src))
        .filter((href) => new RegExp(source).test(href)),
    url.source,
  );
}

test.describe('link prefetching', () => {
  test('prefetches the chunks of a page whose link is visible, on a normal connection', async ({page}) => {
    // Binary Search comes after Add Two Integers in the sidebar, which links to it from the top of the list.
    const addTwoIntegers = chunkUrl('/LeetCode/Add Two Integers/');
    const requests = recordRequests(page, addTwoIntegers);
    await gotoRoute(page, '/LeetCode/Binary Search/');
    await expect(
      page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Add Two Integers', exact: true}),
    ).toBeInViewport();
    await expect.poll(() => requests).toContain('other');
    expect(await chunkElements(page, addTwoIntegers)).toHaveLength(1);
    // Prefetching only warms the cache: the chunk has not been executed.
    expect(requests).not.toContain('script');
  });

  test('prefetches only the route shard of a visible link from a page outside the shards (home); hovering loads the page', async ({
    page,
  }) => {
    // The docs' routes are in route shards (patches/@docusaurus+core+3.7.0.patch); the home page does not load one.
    const shard = recordRequests(page, routeShardUrl('/intro'));
    const introChunk = chunkUrl('/intro');
    const content = recordRequests(page, introChunk);
    await gotoRoute(page, '/');
    await expect(page.getByRole('link', {name: INTRO_LINK})).toBeInViewport();
    await expect.poll(() => shard).toEqual(['other']);
    await afterIntersectionCallbacks(page, INTRO_LINK);
    expect(await chunkElements(page, introChunk)).toEqual([]);
    expect(content).toEqual([]);

    await page.getByRole('link', {name: INTRO_LINK}).hover();
    await expect.poll(() => shard).toContain('script');
    await expect.poll(() => content).toContain('script');
  });

  test('loads the chunks of a page when its link is hovered, on a normal connection', async ({page}) => {
    const introChunk = chunkUrl('/intro');
    const requests = recordRequests(page, introChunk);
    await gotoRoute(page, '/');
    expect(requests).not.toContain('script');
    await page.getByRole('link', {name: INTRO_LINK}).hover();
    await expect.poll(() => requests).toContain('script');
  });

  const SLOW_CONNECTIONS: {name: string; connection: Connection}[] = [
    {name: 'a 2g connection', connection: {effectiveType: '2g', saveData: false}},
    {name: 'a slow-2g connection', connection: {effectiveType: 'slow-2g', saveData: false}},
    {name: 'data saver', connection: {effectiveType: '4g', saveData: true}},
  ];
  for (const {name, connection} of SLOW_CONNECTIONS) {
    test(`neither prefetches visible links nor preloads hovered ones on ${name}, and still loads the page on click`, async ({page}) => {
      await emulateConnection(page, connection);
      const introChunk = chunkUrl('/intro');
      const requests = recordRequests(page, introChunk);
      await gotoRoute(page, '/');
      expect(await page.evaluate(() => (navigator as {connection?: Connection}).connection)).toMatchObject(connection);

      await page.getByRole('link', {name: INTRO_LINK}).hover();
      await afterIntersectionCallbacks(page, INTRO_LINK);
      expect(await chunkElements(page, introChunk)).toEqual([]);
      expect(requests).toEqual([]);

      await page.getByRole('link', {name: INTRO_LINK}).click();
      await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
      expect(requests).toContain('script');
    });
  }

  test.describe('on a phone', () => {
    test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

    test('does not prefetch the pages listed in the closed menu, and prefetches them once the menu shows them', async ({page}) => {
      // Ransom Note is in the LeetCode category of the menu, not linked from the Binary Search page itself.
      const ransomNote = chunkUrl('/LeetCode/Ransom Note/');
      const requests = recordRequests(page, ransomNote);
      await gotoRoute(page, '/LeetCode/Binary Search/');
      await afterIntersectionCallbacks(page, 'Home page');
      expect(await chunkElements(page, ransomNote)).toEqual([]);
      expect(requests).toEqual([]);

      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.getByRole('link', {name: 'Ransom Note', exact: true})).toBeInViewport();
      await expect.poll(() => requests).toContain('other');
    });
  });
});
