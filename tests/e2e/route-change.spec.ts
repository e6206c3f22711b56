import type {Page} from '@playwright/test';
import {WRITE_UP_ROUTES} from '../site/routes';
import {chunkUrl, expect, gate, gotoRoute, test} from './fixtures';

/** Records, in the page, when the user clicked and when the progress bar (#nprogress) first appeared. */
async function watchProgressBar(page: Page) {
  await page.addInitScript(() => {
    const w = window as {progress?: {clickedAt?: number; shownAt?: number}};
    w.progress = {};
    document.addEventListener('click', () => (w.progress!.clickedAt = performance.now()), true);
    new MutationObserver(() => {
      if (w.progress!.shownAt === undefined && document.getElementById('nprogress')) w.progress!.shownAt = performance.now();
    }).observe(document, {childList: true, subtree: true});
  });
  return () => page.evaluate(() => (window as {progress?: {clickedAt?: number; shownAt?: number}}).progress!);
}

test.describe('a route change', () => {
  test('shows the thin progress bar when the next page takes longer than 200 ms to load', async ({page}) => {
    const progress = await watchProgressBar(page);
    const chunks = gate();
    let holding = false;
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      if (holding) await chunks.opened;
      await route.continue();
    });
    await gotoRoute(page, '/about');
    holding = true;

    await page.getByRole('link', {name: '解題紀錄', exact: true}).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    // The old page stays on screen while the next one loads.
    await expect(page.getByRole('heading', {level: 1, name: 'About'})).toBeVisible();
    const {clickedAt, shownAt} = await progress();
    expect(shownAt! - clickedAt!).toBeGreaterThanOrEqual(200 - 1); // timer granularity

    chunks.open();
    await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('shows no progress bar when the next page is ready at once', async ({page}) => {
    const progress = await watchProgressBar(page);
    const introChunk = chunkUrl('/intro');
    // The home page's data is held back, for a navigation that is not ready at once.
    const home = gate();
    await page.route(chunkUrl('/', 'problems'), async (route) => {
      await home.opened;
      await route.continue();
    });
    await gotoRoute(page, '/about');
    // Hovering loads the next page's chunks; wait until that is done, so the click finds them ready.
    const loaded = page.waitForResponse((response) => introChunk.test(response.url()) && response.request().resourceType() === 'script');
    await page.getByRole('link', {name: '解題紀錄', exact: true}).hover();
    await loaded;

    await page.getByRole('link', {name: '解題紀錄', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
    const {clickedAt, shownAt} = await progress();
    expect(clickedAt).toBeDefined();
    expect(shownAt).toBeUndefined();
    await expect(page.locator('#nprogress')).toHaveCount(0);

    // The same locator finds the bar on a navigation that waits.
    await page.locator('.navbar__brand').click();
    await expect(page.locator('#nprogress')).toBeAttached();
    home.open();
    await expect(page.getByRole('heading', {level: 1, name: '解題筆記'})).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('fetches page chunks on demand: a write-up chunk is not requested until the write-up is needed', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const response = await gotoRoute(page, '/intro');
    await page.waitForLoadState('networkidle');

    // Visible links are prefetched (see prefetch.spec.ts), so leave out the write-ups the introduction
    // links to: its server-rendered HTML links each collapsed category to its first write-up, and
    // "Next" to the first Codewars one. No other write-up's chunk may have been fetched.
    const html = (await response!.text()).replace(/&amp;/g, '&');
    const linked = [...html.matchAll(/href=(?:"([^"]*)"|([^\s>"]+))/g)].map((match) => decodeURI(match[1] ?? match[2]!));
    const unlinked = WRITE_UP_ROUTES.filter((w) => !linked.includes(`/solve-problems${w.route}`));
    expect(unlinked.length).toBeGreaterThan(1);
    for (const {route} of unlinked) {
      expect(requested.filter((url) => chunkUrl(route).test(url)), route).toEqual([]);
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
    await gotoRoute(page, '/about');
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
