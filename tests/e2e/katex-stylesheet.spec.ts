import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {CDN_ORIGIN, expect, gotoRoute, test} from './fixtures';

// The KaTeX stylesheet (CDN, integrity hash) is in the HTML of pages with math
// only; a visit that starts without math gets it when it reaches math. When
// the CDN fails, the page switches to the site's copy of the same file.
const KATEX = 'link[rel="stylesheet"][href*="katex"]';
const SITE_COPY = /\/solve-problems\/katex\/[\d.]+\//;
const KATEX_DIST = path.resolve(__dirname, '../../node_modules/katex/dist');

const PAGES = [
  {name: 'a write-up', route: '/LeetCode/Binary Search/', from: '/', link: /Binary Search/},
  {name: 'the intro', route: '/intro/', from: '/about/', link: '解題紀錄'},
];

/** Answers for the CDN with the installed KaTeX's files, as jsDelivr does online (CORS allowed); `css` replaces the stylesheet. */
async function serveCdnFromNodeModules(page: Page, css?: string): Promise<void> {
  await page.route(`${CDN_ORIGIN}/npm/katex@*/dist/**`, (route) => {
    const file = new URL(route.request().url()).pathname.replace(/^\/npm\/katex@[^/]+\/dist\//, '');
    const body = file === 'katex.min.css' && css !== undefined ? css : readFileSync(path.join(KATEX_DIST, file));
    const type = file.endsWith('.css') ? 'text/css' : 'font/woff2';
    return route.fulfill({status: 200, body, headers: {'content-type': type, 'access-control-allow-origin': '*'}});
  });
}

/** The requests the page makes for the site's copy of the stylesheet and fonts. */
function siteCopyRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => void (SITE_COPY.test(request.url()) && urls.push(request.url())));
  return urls;
}

/** Math laid out by KaTeX's stylesheet: the MathML copy visually hidden as the stylesheet does it, KaTeX's main font loaded. */
async function expectMathStyled(page: Page, fontsFrom: RegExp): Promise<void> {
  await expect(page.locator('.katex-html').first()).toBeVisible();
  await expect
    .poll(() =>
      page
        .locator('.katex-mathml')
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return {position: style.position, clipPath: style.clipPath, width: style.width, height: style.height};
        }),
    )
    .toEqual({position: 'absolute', clipPath: 'inset(50%)', width: '1px', height: '1px'});
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('KaTeX_Main-Regular.woff2')),
      ),
    )
    .toContainEqual(expect.stringMatching(fontsFrom));
  const mainFontLoaded = () => {
    let loaded = false;
    document.fonts.forEach((font) => void (loaded ||= font.family === 'KaTeX_Main' && font.status === 'loaded'));
    return loaded;
  };
  await expect.poll(() => page.evaluate(mainFontLoaded)).toBe(true);
}

test.describe('the KaTeX stylesheet', () => {
  for (const {name, route, from, link} of PAGES) {
    test(`on ${name} with the CDN blocked, switches to the site's copy and its fonts`, async ({page}) => {
      await gotoRoute(page, route);
      await expect(page.locator(KATEX)).toHaveCount(1);
      await expect(page.locator(KATEX)).toHaveAttribute('href', SITE_COPY);
      await expectMathStyled(page, SITE_COPY);
    });

    test(`on ${name} with the CDN answering, loads only the CDN's, once, still after hydration`, async ({page}) => {
      await serveCdnFromNodeModules(page);
      const fallback = siteCopyRequests(page);
      await gotoRoute(page, route);
      await expect(page.locator(KATEX)).toHaveCount(1);
      await expect(page.locator(KATEX)).toHaveAttribute('href', /^https:\/\/cdn\.jsdelivr\.net\/npm\/katex@[\d.]+\/dist\/katex\.min\.css$/);
      await expect(page.locator(KATEX)).toHaveAttribute('integrity', /^sha384-/);
      await expect(page.locator(KATEX)).toHaveAttribute('crossorigin', 'anonymous');
      await expectMathStyled(page, /^https:\/\/cdn\.jsdelivr\.net\//);
      expect(fallback).toEqual([]);
    });

    test(`reaching ${name} by navigation from a page without math, with the CDN blocked, adds the stylesheet and switches to the site's copy`, async ({
      page,
    }) => {
      await gotoRoute(page, from);
      await expect(page.locator(KATEX)).toHaveCount(0);
      await page.getByRole('link', {name: link}).first().click();
      await expect(page).toHaveURL(new RegExp(`${encodeURI(route)}$`));
      await expect(page.locator(KATEX)).toHaveCount(1);
      await expect(page.locator(KATEX)).toHaveAttribute('href', SITE_COPY);
      await expectMathStyled(page, SITE_COPY);
    });
  }

  test("switches to the site's copy when the CDN answers with other bytes (integrity check failed)", async ({page, consoleProblems}) => {
    consoleProblems.allow(/integrity/);
    await serveCdnFromNodeModules(page, readFileSync(path.join(KATEX_DIST, 'katex.min.css'), 'utf8').replace('KaTeX_Main', 'Tampered'));
    await gotoRoute(page, '/LeetCode/Binary Search/');
    await expect(page.locator(KATEX)).toHaveAttribute('href', SITE_COPY);
    await expectMathStyled(page, /./);
  });

  test('is not loaded by the home page, and stays once after navigating away and back', async ({page}) => {
    await serveCdnFromNodeModules(page);
    await gotoRoute(page, '/');
    await expect(page.locator(KATEX)).toHaveCount(0);
    await page
      .getByRole('link', {name: /Binary Search/})
      .first()
      .click();
    await expect(page.locator('.katex').first()).toBeAttached();
    await expect(page.locator(KATEX)).toHaveCount(1);
    await page.getByRole('link', {name: 'About', exact: true}).first().click();
    await expect(page.getByRole('heading', {level: 1, name: 'About'})).toBeVisible();
    await page.goBack();
    // Back on the write-up (its route change done), the stylesheet is still there once, not added again.
    await expect(page.getByRole('heading', {level: 1, name: 'Binary Search'})).toBeVisible();
    await expect(page.locator(KATEX)).toHaveCount(1);
  });
});
