import {expect, test} from './fixtures';

// The KaTeX stylesheet (CDN, integrity hash) is in the HTML of pages with math
// only; a visit that starts without math gets it when it reaches math.
const KATEX = 'link[rel="stylesheet"][href*="/katex@"]';

test('a page with math has the KaTeX stylesheet once, still after hydration', async ({page}) => {
  await page.goto('./LeetCode/Binary Search/');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator(KATEX)).toHaveCount(1);
  await expect(page.locator(KATEX)).toHaveAttribute('integrity', /^sha384-/);
  await expect(page.locator(KATEX)).toHaveAttribute('crossorigin', 'anonymous');
});

test('the home page does not load it, and navigating to a write-up adds it', async ({page}) => {
  await page.goto('./');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator(KATEX)).toHaveCount(0);
  await page.getByRole('link', {name: /Binary Search/}).first().click();
  await expect(page.locator('.katex').first()).toBeAttached();
  await expect(page.locator(KATEX)).toHaveCount(1);
  await expect(page.locator(KATEX)).toHaveAttribute('integrity', /^sha384-/);
  await page.getByRole('link', {name: 'About', exact: true}).first().click();
  await expect(page.getByRole('heading', {level: 1, name: 'About'})).toBeVisible();
  await page.goBack();
  // Back on the write-up (its route change done), the stylesheet is still there once, not added again.
  await expect(page.getByRole('heading', {level: 1, name: 'Binary Search'})).toBeVisible();
  await expect(page.locator(KATEX)).toHaveCount(1);
});

test('a write-up still highlights its code once hydrated (Prism loads with the page)', async ({page}) => {
  await page.goto('./LeetCode/Binary Search/');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('pre.prism-code .token.keyword').first()).toBeVisible();
});
