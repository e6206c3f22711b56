import {expect, gotoRoute, test} from './fixtures';

// Infima and the theme switch to the mobile navbar at 996 px and below: the site's desktop breakpoint is 996 px.
// Each test sees both sides of the breakpoint, so that what is hidden on one side is shown on the other.
test.describe('the navbar below the 996 px breakpoint', () => {
  test('collapses into a menu button at 995 px, and the menu shows the docs sidebar', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await gotoRoute(page, '/intro');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const menuButton = navbar.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(navbar.getByRole('link', {name: 'About', exact: true})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();

    await page.setViewportSize({width: 995, height: 800});
    await expect(menuButton).toBeVisible();
    await expect(navbar.getByRole('link', {name: 'About', exact: true})).toBeHidden();
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeHidden();

    await menuButton.click();
    const menu = page.locator('.navbar-sidebar');
    await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
    // On a doc page the menu opens on the docs sidebar, with a way back to the main menu.
    await expect(menu.getByRole('button', {name: /Back to main menu/})).toBeVisible();
    for (const item of ['Introduction', 'Codewars', 'LeetCode']) {
      await expect(
        menu
          .getByRole('link', {name: item, exact: true})
          .or(menu.getByRole('button', {name: item, exact: true}))
          .first(),
      ).toBeVisible();
    }
    await menu.getByRole('button', {name: /Back to main menu/}).click();
    await expect(menu.getByRole('link', {name: 'About', exact: true})).toBeVisible();
  });

  test('stays a desktop navbar at 997 px, with the docs sidebar beside the page', async ({page}) => {
    await page.setViewportSize({width: 995, height: 800});
    await gotoRoute(page, '/intro');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();

    await page.setViewportSize({width: 997, height: 800});
    await expect(navbar.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(navbar.getByRole('link', {name: 'About', exact: true})).toBeVisible();
    await expect(navbar.getByRole('link', {name: '解題紀錄', exact: true})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
  });
});
