import {WRITE_UP_ROUTES} from '../site/routes';
import {chunkUrl, expect, gate, gotoRoute, installPageClock, pausePageClock, test} from './fixtures';

/**
 * The progress bar's 200 ms are counted on the page's clock, which the tests
 * pause once the page has loaded and move forward themselves: a busy machine
 * that takes long to handle a click cannot make the bar appear early or late.
 */
test.describe('a route change', () => {
  test('shows the thin progress bar when the next page takes longer than 200 ms to load', async ({page}) => {
    await installPageClock(page);
    const chunks = gate();
    const navigationStarted = gate();
    let holding = false;
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      if (holding) {
        navigationStarted.open(); // the route change has begun, with its 200 ms timer
        await chunks.opened;
      }
      await route.continue();
    });
    await gotoRoute(page, '/about/');
    await pausePageClock(page);
    holding = true;

    await page.getByRole('link', {name: '解題紀錄', exact: true}).click();
    await navigationStarted.opened;
    await page.clock.runFor(199);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    // The old page stays on screen while the next one loads.
    await expect(page.getByRole('heading', {level: 1, name: 'About'})).toBeVisible();

    chunks.open();
    await page.clock.resume();
    await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('shows no progress bar when the next page is ready at once', async ({page}) => {
    await installPageClock(page);
    const introChunk = chunkUrl('/intro');
    // The home page's data is held back, for a navigation that is not ready at once.
    const home = gate();
    await page.route(chunkUrl('/', 'problems'), async (route) => {
      await home.opened;
      await route.continue();
    });
    await gotoRoute(page, '/about/');
    // Hovering loads the next page's chunks; wait until that is done, so the click finds them ready.
    const loaded = page.waitForResponse((response) => introChunk.test(response.url()) && response.request().resourceType() === 'script');
    await page.getByRole('link', {name: '解題紀錄', exact: true}).hover();
    await loaded;
    await pausePageClock(page);

    await page.getByRole('link', {name: '解題紀錄', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
    // Well past the delay: the bar would be on screen now had its timer not been cancelled.
    await page.clock.runFor(1000);
    await expect(page.locator('#nprogress')).toHaveCount(0);

    // The same locator finds the bar on a navigation that waits.
    await page.locator('.navbar__brand').click();
    await page.clock.runFor(200);
    await expect(page.locator('#nprogress')).toBeAttached();
    home.open();
    await page.clock.resume();
    await expect(page.getByRole('heading', {level: 1, name: '解題筆記'})).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('fetches page chunks on demand: a write-up chunk is not requested until the write-up is needed', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const response = await gotoRoute(page, '/intro/');
    await page.waitForLoadState('networkidle');

    // Visible links are prefetched (see prefetch.spec.ts), so leave out the write-ups the introduction
    // links to: its server-rendered HTML links each collapsed category to its first write-up, and
    // "Next" to the first Codewars one. No other write-up's chunk may have been fetched.
    const html = (await response!.text()).replace(/&amp;/g, '&');
    const linked = [...html.matchAll(/href=(?:"([^"]*)"|([^\s>"]+))/g)].map((match) => decodeURI(match[1] ?? match[2]!));
    const unlinked = WRITE_UP_ROUTES.filter((w) => !linked.includes(`/solve-problems${w.route}`));
    expect(unlinked.length).toBeGreaterThan(1);
    for (const {route} of unlinked) {
      expect(
        requested.filter((url) => chunkUrl(route).test(url)),
        route,
      ).toEqual([]);
    }

    const target = unlinked.find((w) => w.platform === 'LeetCode')!;
    const targetChunk = chunkUrl(target.route);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await sidebar.getByRole('button', {name: 'LeetCode'}).click();
    await sidebar.getByRole('link', {name: target.title, exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: target.title})).toBeVisible();
    expect(requested.some((url) => targetChunk.test(url))).toBe(true);
  });

  test('shows the loading spinner when a page renders before its chunk has arrived', async ({page}) => {
    // Two quick navigations: while the first target (the introduction) is still loading, the visitor
    // clicks the brand link. When the introduction's chunk arrives, Docusaurus renders the latest
    // location, the home page, whose own chunk is still on its way: its loadable shows the spinner.
    const gates = {intro: gate(), home: gate()};
    let holding = false;
    await page.route(chunkUrl('/intro'), async (route) => {
      if (holding) await gates.intro.opened;
      await route.continue();
    });
    await page.route(chunkUrl('/', 'problems'), async (route) => {
      if (holding) await gates.home.opened;
      await route.continue();
    });
    await gotoRoute(page, '/about/');
    holding = true;

    await page.getByRole('link', {name: '解題紀錄', exact: true}).click();
    await page.locator('.navbar__brand').click();
    gates.intro.open();
    await expect(page.locator('svg#loader')).toBeVisible();

    gates.home.open();
    await expect(page.getByRole('heading', {level: 1, name: '解題筆記'})).toBeVisible();
    await expect(page.locator('svg#loader')).toHaveCount(0);
  });
});
