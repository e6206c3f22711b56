/**
 * Smoke tests on a copy of the site with 2,000 write-ups (npm run test:scale),
 * where the docs' routes are split into route shards that load on demand
 * (patches/@docusaurus+core+3.7.0.patch) and the LeetCode sidebar into
 * groups of 100 numbers (src/sidebar/groups.ts). The two write-ups used
 * here are real ones, in different groups and different shards.
 */
import type {Page} from '@playwright/test';
import {
  chunkUrl,
  expect,
  failUntilNextPageLoad,
  gotoRoute,
  isSameDocument,
  markDocument,
  recordRequests,
  routeShardUrl,
  test,
  waitForHydration,
} from '../fixtures';

const FROM = {route: '/LeetCode/Binary Search/', title: 'Binary Search', group: '700–799'};
const TO = {route: '/LeetCode/Count Number of Bad Pairs/', title: 'Count Number of Bad Pairs', group: '2300–2399'};

const sidebar = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});

/** Opens the sidebar group of TO and returns the link to TO in it. */
async function linkInOtherGroup(page: Page) {
  await sidebar(page).getByRole('button', {name: TO.group, exact: true}).click();
  const link = sidebar(page).getByRole('link', {name: TO.title, exact: true});
  await expect(link).toBeVisible();
  return link;
}

test.describe('at 2,000 write-ups', () => {
  test('the two write-ups are in different route shards (else this file tests less than it says)', () => {
    expect(String(routeShardUrl(FROM.route))).not.toBe(String(routeShardUrl(TO.route)));
  });

  test('a write-up loads with its own route shard and hydrates', async ({page}) => {
    const shard = recordRequests(page, routeShardUrl(FROM.route));
    const response = await gotoRoute(page, FROM.route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1, name: FROM.title})).toBeVisible();
    await expect(page.locator('article .katex').first()).toBeVisible();
    expect(shard).toContain('script');
    await expect(sidebar(page).getByRole('link', {name: FROM.title, exact: true})).toHaveAttribute('aria-current', 'page');
  });

  test('a visible link prefetches its route shard only; hovering it loads the shard and the page', async ({page}) => {
    const shard = recordRequests(page, routeShardUrl(TO.route));
    const content = recordRequests(page, chunkUrl(TO.route));
    await gotoRoute(page, FROM.route);
    // The collapsed group's own link (to its first write-up, TO) is visible already.
    const link = await linkInOtherGroup(page);
    await expect.poll(() => shard).toEqual(['other']);
    expect(content).toEqual([]);

    await link.hover();
    await expect.poll(() => shard).toContain('script');
    await expect.poll(() => content).toContain('script');
  });

  test('navigates client-side to a write-up in another group and shard, and back with the back button', async ({page}) => {
    await gotoRoute(page, FROM.route);
    await markDocument(page);
    await (await linkInOtherGroup(page)).click();
    await expect(page).toHaveURL(new RegExp(`${encodeURI(TO.route)}$`));
    await expect(page.getByRole('heading', {level: 1, name: TO.title})).toBeVisible();
    await expect(sidebar(page).getByRole('link', {name: TO.title, exact: true})).toHaveAttribute('aria-current', 'page');

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${encodeURI(FROM.route)}$`));
    await expect(page.getByRole('heading', {level: 1, name: FROM.title})).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });

  test('after a deploy (the old chunk directory gone), a client-side navigation reloads the target page', async ({
    page,
    consoleProblems,
  }) => {
    // Expected noise: the old directory's requests fail with 404s, and the hover preload's rejection is not caught.
    consoleProblems.allow(/404|ChunkLoadError|Loading chunk [\w~-]+ failed/);
    await gotoRoute(page, FROM.route);
    await markDocument(page);
    const link = await linkInOtherGroup(page);
    // The deploy: every lazy chunk of this build answers 404 from now on, as after GitHub Pages swaps the site.
    await failUntilNextPageLoad(page, /\/assets\/js\/[0-9a-f]{8}\//, (route) => route.fulfill({status: 404, body: 'Not Found'}));

    const reload = page.waitForEvent('load');
    await link.click();
    await reload;
    expect(await isSameDocument(page)).toBe(false);
    await expect(page).toHaveURL(new RegExp(`${encodeURI(TO.route)}$`));
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: TO.title})).toBeVisible();
  });

  test('an unknown write-up address answers 404 with the not-found page, which hydrates', async ({page, consoleProblems}) => {
    consoleProblems.allow(/status of 404 .*\/No%20Such%20Problem\/\)$/);
    const response = await page.goto(`.${encodeURI('/LeetCode/No Such Problem/')}`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  });
});
