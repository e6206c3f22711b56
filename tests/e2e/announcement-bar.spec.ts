import type {Page} from '@playwright/test';
import {expect, gotoRoute, test} from './fixtures';

/**
 * A canary for the internal that src/clientModules/announcementBarIdChange.ts
 * relies on: Docusaurus 3.7 keeps the dismissed announcement's id and state in
 * localStorage under these keys.
 */
const STORAGE_CANARY =
  'Docusaurus no longer stores the announcement under localStorage "docusaurus.announcement.id" and ".dismiss": ' +
  'update ID_KEY in src/clientModules/announcementBarIdChange.ts, or delete the module if the upgrade fixed the bug it works around';

const bar = (page: Page) => page.locator('[class*="announcementBar_"]').filter({hasText: 'Every solution shown here'});
const stored = (page: Page) =>
  page.evaluate(() => ({
    id: localStorage.getItem('docusaurus.announcement.id'),
    dismiss: localStorage.getItem('docusaurus.announcement.dismiss'),
  }));

test.describe('the announcement bar', () => {
  test('is shown on a first visit, with a link to the introduction', async ({page}) => {
    await gotoRoute(page, '/about');
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('link', {name: 'introduction'})).toHaveAttribute('href', '/solve-problems/intro/');
  });

  test('hides when dismissed and stays hidden after a reload and on other pages', async ({page}) => {
    await gotoRoute(page, '/about');
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toHaveCount(0);
    expect(await stored(page), STORAGE_CANARY).toEqual({id: 'tested-solutions-2025', dismiss: 'true'});

    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await expect(bar(page)).toBeHidden();
    await gotoRoute(page, '/intro');
    await expect(bar(page)).toBeHidden();
  });

  test('comes back when its id differs from the one the visitor dismissed', async ({page}) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await gotoRoute(page, '/about');
    await expect(bar(page)).toBeVisible();
    expect(await stored(page), STORAGE_CANARY).toEqual({id: 'tested-solutions-2025', dismiss: 'false'});
  });

  test('stays hidden when the stored id is the current one and it was dismissed', async ({page}) => {
    await gotoRoute(page, '/about');
    await expect(bar(page)).toBeVisible();
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.id', 'tested-solutions-2025');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await gotoRoute(page, '/about');
    await expect(bar(page)).toBeHidden();
  });
});
