import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, gotoRoute, test, waitForHydration} from './fixtures';

/** A write-up with three hints, none of which holds a link: from one summary, Tab goes to the next. */
const ROUTE = '/LeetCode/Binary Search/';
const COUNT = 3;

const summary = (page: Page, number: number) =>
  page.locator('article details > summary').getByText(`Hint ${number} of ${COUNT}`, {exact: true});
/** The hint's <details>, which holds the hints after it. */
const hint = (page: Page, number: number) => summary(page, number).locator('..');
/** Each hint's own text, as the page writes it: the paragraph right under its summary, not those of the hints inside it. */
const text = (page: Page, number: number) => hint(page, number).locator(':scope > p');

/** Presses Tab until the summary of hint `number` has the focus: the keyboard's way there from the top of the page. */
async function tabTo(page: Page, number: number) {
  for (let presses = 0; presses < 60; presses++) {
    if (await summary(page, number).evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached hint ${number}`);
}

for (const theme of ['light', 'dark'] as const) {
  test(`hints reveal one at a time by keyboard alone on a 390 px phone in ${theme} mode, axe clean`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await gotoRoute(page, ROUTE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

    await tabTo(page, 1);
    await expect(text(page, 1)).toBeHidden();
    await expect(summary(page, 2)).toBeHidden();
    await expect(summary(page, 3)).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(text(page, 1)).toBeVisible();
    await expect(summary(page, 2)).toBeVisible();
    await expect(summary(page, 3)).toBeHidden();
    // The first hint is framed as the theme frames a tip: a bar on the left and a background. The next, inside it,
    // has no frame of its own and is as wide as the first one's text, so nothing narrows on a phone.
    await expect(hint(page, 1)).toHaveCSS('border-left-width', '5px');
    await expect(hint(page, 1)).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(hint(page, 2)).toHaveCSS('border-left-width', '0px');
    await expect(hint(page, 2)).toHaveCSS('padding-left', '0px');
    const [outer, inner] = await Promise.all([text(page, 1).boundingBox(), hint(page, 2).boundingBox()]);
    expect(inner?.width).toBe(outer?.width);
    await expect(summary(page, 2)).toHaveCSS('cursor', 'pointer');

    // The next Tab reaches hint 2, never hint 3, which shows only once hint 2 is opened.
    await page.keyboard.press('Tab');
    await expect(summary(page, 2)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(text(page, 2)).toBeVisible();
    await expect(summary(page, 3)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(summary(page, 3)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(text(page, 3)).toBeVisible();

    // Closing an earlier hint folds the later ones inside it; opening it again shows them as the reader left them.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(summary(page, 1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(text(page, 1)).toBeHidden();
    await expect(summary(page, 2)).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(text(page, 2)).toBeVisible();
    await expect(text(page, 3)).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const results = await new AxeBuilder({page}).include('article details').analyze();
    expect(results.violations.map(({id, nodes}) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('a hint opened before hydration stays open, with the next one shown in the same place', async ({page}) => {
  // The site's scripts wait until the hint is opened, as on a slow phone.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`.${encodeURI(ROUTE)}`, {waitUntil: 'domcontentloaded'});
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
  await summary(page, 1).focus();
  await page.keyboard.press('Enter');
  await expect(summary(page, 2)).toBeVisible();
  await expect(summary(page, 3)).toBeHidden();
  const before = await summary(page, 2).boundingBox();

  release();
  await waitForHydration(page);
  await expect(text(page, 1)).toBeVisible();
  await expect(summary(page, 3)).toBeHidden();
  expect(await summary(page, 2).boundingBox()).toEqual(before);
});

test.describe('hints without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('are collapsed, and each shows only once the one before it is open', async ({page}) => {
    await page.goto(`.${encodeURI(ROUTE)}`);
    await expect(summary(page, 1)).toBeVisible();
    await expect(summary(page, 2)).toBeHidden();
    await summary(page, 1).click();
    await expect(text(page, 1)).toBeVisible();
    await expect(summary(page, 2)).toBeVisible();
    await expect(summary(page, 3)).toBeHidden();
    await summary(page, 2).click();
    await expect(summary(page, 3)).toBeVisible();
  });
});
