import type {Page} from '@playwright/test';
import {expect, gotoRoute, isSameDocument, markDocument, test} from './fixtures';

/** Simulates a browser that refuses access to localStorage altogether (privacy settings, sandboxed iframe). */
async function blockLocalStorage(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
}

/** Simulates storage that can be read but not written (quota exhausted, old Safari private mode). */
async function makeLocalStorageReadOnly(page: Page) {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}

async function browseAround(page: Page) {
  await gotoRoute(page, '/');
  await expect(page.getByRole('heading', {level: 1, name: '解題筆記'})).toBeVisible();
  await markDocument(page);
  await page.getByRole('link', {name: '解題紀錄', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
  await page.getByRole('link', {name: 'About', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'About'})).toBeVisible();
  // Client-side navigation: still the same document, no fallback to full page loads.
  expect(await isSameDocument(page)).toBe(true);
}

test.describe('when browser storage is unavailable', () => {
  test('pages render and navigate with only a console warning when localStorage cannot be accessed', async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await blockLocalStorage(page);
    await browseAround(page);
    expect(warnings.some((text) => text.includes('Docusaurus browser storage is not available'))).toBe(true);
  });

  test('the colour toggle and the announcement bar still work for the page view when localStorage cannot be accessed', async ({page}) => {
    await blockLocalStorage(page);
    await gotoRoute(page, '/about');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const bar = page.locator('[class*="announcementBar_"]');
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toHaveCount(0);
  });

  test('pages render and navigate when localStorage cannot be written', async ({page, consoleProblems}) => {
    // Docusaurus 3.7 reports each failed write with console.error, where the site would rather warn:
    // the announcement bar writes its id on every page load. Only that message is tolerated here.
    consoleProblems.allow(/Docusaurus storage error, can't set docusaurus\.announcement\.(id|dismiss)=/);
    await makeLocalStorageReadOnly(page);
    await browseAround(page);
  });
});
