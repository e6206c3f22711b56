/**
 * The dependency patches under patches/ at work under `npm start`, as the
 * browser tests of the build prove them there (UPGRADING.md lists both).
 */
import {expect, flipSystemColourScheme, openRoute, test} from './fixtures';

test.describe('under npm start', () => {
  test('the solution is highlighted as TypeScript by the slimmed Prism, with no language registered by the theme', async ({
    page,
    devServer,
  }) => {
    // prism-react-renderer keeps its TypeScript grammar (patches/prism-react-renderer+2.4.1.patch), and the
    // theme's emptied language module (patches/@docusaurus+theme-classic+3.7.0.patch) leaves it working.
    await openRoute(page, devServer, 'LeetCode/Binary Search/');
    const code = page.locator('pre.prism-code').first();
    await expect(code.locator('.token.keyword', {hasText: 'export'}).first()).toBeVisible();
    await expect(code.locator('.token.builtin', {hasText: 'number'}).first()).toBeVisible();
  });

  test.describe('for a visitor whose system prefers dark', () => {
    test.use({colorScheme: 'dark'});

    test("keeps the visitor's colour choice when the system scheme changes", async ({page, devServer}) => {
      // patches/@docusaurus+theme-common+3.7.0.patch: Docusaurus 3.7 would reset the choice to the default here.
      await openRoute(page, devServer, '');
      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await flipSystemColourScheme(page);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
  });
});
