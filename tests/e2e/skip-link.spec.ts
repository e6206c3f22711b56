import {expect, gotoRoute, test} from './fixtures';

const CASES = [
  {route: '/', firstInMain: 'Start with the introduction'},
  {route: '/intro', firstInMain: 'Home page'},
];

for (const {route, firstInMain} of CASES) {
  test(`skip to main content is the first thing Tab reaches on ${route}, and it moves focus to the main content`, async ({page}) => {
    await gotoRoute(page, route);
    await page.evaluate(() => {
      document.addEventListener('focusin', (event) => {
        (window as {focusedTags?: string[]}).focusedTags?.push((event.target as Element).tagName);
      });
      (window as {focusedTags?: string[]}).focusedTags = [];
    });

    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();

    await page.keyboard.press('Enter');
    // The theme focuses <main> and drops its temporary tabindex at once, so the focus event is the
    // evidence; the next Tab then starts from inside the main content instead of the navbar.
    await expect.poll(() => page.evaluate(() => (window as {focusedTags?: string[]}).focusedTags)).toEqual(['A', 'MAIN']);
    await page.keyboard.press('Tab');
    await expect(page.locator('main').first().getByRole('link', {name: firstInMain}).first()).toBeFocused();
  });
}
