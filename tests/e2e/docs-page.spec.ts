import {expect, gotoRoute, test} from './fixtures';

test.describe('a docs page', () => {
  test('shows breadcrumbs: home, the platform category, then the write-up', async ({page}) => {
    await gotoRoute(page, '/LeetCode/Binary Search/');
    const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    await expect(breadcrumbs).toBeVisible();
    const items = breadcrumbs.getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0).getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/solve-problems/');
    await expect(items.nth(1)).toHaveText('LeetCode');
    await expect(items.nth(2)).toHaveText('Binary Search');
  });

  test('shows breadcrumbs on the introduction too', async ({page}) => {
    await gotoRoute(page, '/intro');
    const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    await expect(breadcrumbs.getByRole('link', {name: 'Home page'})).toBeVisible();
    await expect(breadcrumbs.getByRole('listitem').last()).toHaveText('Introduction');
  });

  test('lists exactly its level-2 and level-3 headings in the table of contents, and no level-4 heading', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoRoute(page, '/intro');
    const article = page.locator('article');
    const headingText = (selector: string) =>
      article
        .locator(selector)
        .evaluateAll((nodes) => nodes.map((node) => (node.firstChild?.textContent ?? '').replace(/\u200b/g, '').trim()));
    const h2AndH3 = await headingText('.markdown h2, .markdown h3');
    const h4 = await headingText('.markdown h4');
    // intro.mdx has both levels the TOC shows and one level it must leave out.
    expect(h2AndH3.length).toBeGreaterThan(2);
    expect(h4).toEqual(['Reading the complexity']);

    const toc = page.locator('.theme-doc-toc-desktop .table-of-contents');
    await expect(toc).toBeVisible();
    await expect(toc.getByRole('link')).toHaveText(h2AndH3);
    // Level-3 headings are nested one level under their level-2 heading.
    await expect(toc.locator(':scope > li > ul > li > a').first()).toHaveText('The header');
  });
});
