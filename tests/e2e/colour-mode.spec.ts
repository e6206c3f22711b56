import type {Page} from '@playwright/test';
import {expect, flipSystemColourScheme, gotoRoute, test, waitForHydration} from './fixtures';

// A visitor whose system prefers dark: the site opens in light mode and ignores that preference; only the toggle changes it.
test.use({colorScheme: 'dark'});

const html = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});

test.describe('the colour mode', () => {
  test('is light on a first visit even when the system prefers dark', async ({page}) => {
    await gotoRoute(page, '/');
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('switches between light and dark with the toggle and stores the choice under "theme"', async ({page}) => {
    await gotoRoute(page, '/');
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('survives a reload and a visit to another page', async ({page}) => {
    await gotoRoute(page, '/');
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    // The stored choice is applied before hydration, by the inline script in <head>.
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await waitForHydration(page);
    await gotoRoute(page, '/about');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    // The restored state is live: one click goes back to light. (The toggle's aria-label is not
    // checked here: Docusaurus 3.7 leaves the server-rendered "currently light mode" label after
    // hydration, a framework bug fixed upstream in facebook/docusaurus#10954.)
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test("keeps the visitor's choice when the system scheme changes while the page is open", async ({page}) => {
    await gotoRoute(page, '/');
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');

    // Docusaurus 3.7 resets the choice to the default here (facebook/docusaurus#8938), undone by
    // patches/@docusaurus+theme-common+3.7.0.patch: if this fails, that patch did not apply.
    await flipSystemColourScheme(page);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
  });
});
