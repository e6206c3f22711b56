import {expect, gotoRoute, test} from './fixtures';

// The build takes the repository from GITHUB_REPOSITORY (as on a GitHub runner), else this default.
const REPOSITORY_URL = `https://github.com/${process.env.GITHUB_REPOSITORY || 'solve-problems-owner/solve-problems'}`;

test.describe('the navbar', () => {
  test.beforeEach(async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoRoute(page, '/about');
  });

  test('shows the brand, 解題紀錄 and About on the left and Search and GitHub on the right', async ({page}) => {
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const left = navbar.locator('.navbar__items:not(.navbar__items--right)');
    const right = navbar.locator('.navbar__items--right');
    await expect(left.locator('.navbar__brand')).toContainText('解題筆記');
    await expect(left.getByRole('img', {name: '解題筆記 logo'}).first()).toBeVisible();
    await expect(left.getByRole('link', {name: '解題紀錄', exact: true})).toBeVisible();
    await expect(left.getByRole('link', {name: 'About', exact: true})).toBeVisible();
    // Its name holds its visible text, shortcut included (label in name).
    await expect(right.getByRole('button', {name: 'Search Ctrl K', exact: true})).toBeVisible();
    await expect(right.getByRole('link', {name: 'GitHub'})).toBeVisible();
    // Exactly these links on each side: GitHub on the right only.
    await expect(left.getByRole('link')).toHaveText(['解題筆記', '解題紀錄', 'About']);
    await expect(right.getByRole('link')).toHaveText(['GitHub']);
  });

  test('brand link goes to the home page', async ({page}) => {
    await page.locator('.navbar__brand').click();
    await expect(page).toHaveURL(/\/solve-problems\/$/);
    await expect(page.getByRole('heading', {level: 1, name: '解題筆記'})).toBeVisible();
  });

  test('解題紀錄 link opens the first doc of the sidebar, the introduction', async ({page}) => {
    await page.getByRole('link', {name: '解題紀錄', exact: true}).click();
    await expect(page).toHaveURL(/\/solve-problems\/intro\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
    await expect(page.getByRole('link', {name: '解題紀錄', exact: true})).toHaveClass(/navbar__link--active/);
  });

  test('解題紀錄 is active on every doc page (the introduction and the write-ups) and nowhere else', async ({page}) => {
    const docsLink = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: '解題紀錄', exact: true});
    await expect(docsLink).not.toHaveClass(/navbar__link--active/); // on About
    for (const route of ['/LeetCode/Binary Search/', '/Codewars/6 kyu Who likes it/']) {
      await gotoRoute(page, route);
      await expect(docsLink, route).toHaveClass(/navbar__link--active/);
    }
    await page.locator('.navbar__brand').click();
    await expect(page.getByRole('heading', {level: 1, name: '解題筆記'})).toBeVisible();
    await expect(docsLink).not.toHaveClass(/navbar__link--active/);
  });

  test('About link opens the About page', async ({page}) => {
    await gotoRoute(page, '/intro');
    await page.getByRole('link', {name: 'About', exact: true}).click();
    await expect(page).toHaveURL(/\/solve-problems\/about\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'About'})).toBeVisible();
  });

  test('GitHub link points at the source repository and opens in a new tab', async ({page}) => {
    const github = page.getByRole('link', {name: 'GitHub'});
    await expect(github).toHaveAttribute('href', REPOSITORY_URL);
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(github).toHaveAttribute('rel', /noopener/);
  });
});
