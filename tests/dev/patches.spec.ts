/**
 * The ties to dependencies' internals at work under `npm start`, as the
 * browser tests of the build prove them there (UPGRADING.md lists each).
 */
import {expect, flipSystemColourScheme, openRoute, test} from './fixtures';

test.describe('under npm start', () => {
  test('the code is highlighted by the build, and the page loads no highlighter', async ({page, devServer}) => {
    // src/features/code-blocks/plugin: the theme's Prism is aliased away; src/features/code-blocks/highlight colours the code while compiling.
    await openRoute(page, devServer, 'LeetCode/Binary Search/');
    const keyword = page.locator('pre.shiki .line > span', {hasText: /^export\b/}).first();
    await expect(keyword).toBeVisible();
    // Coloured by its palette classes, whose stylesheet the plugin adds to the page.
    await expect(keyword).toHaveAttribute('class', /^l\d+ d\d+$/);
    const colour = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).color);
    expect(await keyword.evaluate((element) => getComputedStyle(element).color)).not.toBe(await colour('pre.shiki'));
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.endsWith('.js')),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      const code = await (await page.request.get(url)).text();
      // Development bundles name every module they hold by its path.
      expect(code, url).not.toMatch(/node_modules\/(prism-react-renderer|prismjs|shiki|@shikijs)\//);
    }
  });

  test("the debug plugin's page still lists every plugin's version: the slim site metadata is for the build only", async ({
    page,
    devServer,
  }) => {
    // src/plugins/site-metadata leaves the generated @generated/site-metadata module alone under npm start.
    await openRoute(page, devServer, '__docusaurus/debug/metadata/');
    for (const plugin of ['docusaurus-plugin-content-pages', 'mutation-report']) await expect(page.getByText(plugin).first()).toBeVisible();
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
