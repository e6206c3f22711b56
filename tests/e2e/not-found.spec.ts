import {expect, test, waitForHydration} from './fixtures';

const UNKNOWN_PATHS = ['/no-such-page', '/LeetCode/No Such Problem/', '/intro/extra', '/Codewars'];

for (const path of UNKNOWN_PATHS) {
  test(`${path} shows the not-found page with status 404`, async ({page, consoleProblems}) => {
    // The browser itself logs the 404 status of the document; that is the behaviour under test.
    consoleProblems.allow(/Failed to load resource: the server responded with a status of 404/);
    const response = await page.goto(`.${encodeURI(path)}`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
    // The site shell stays usable: the navbar leads back into the site.
    await page.getByRole('link', {name: '解題紀錄', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
  });
}

test('a client-side link to an unknown route also shows the not-found page', async ({page}) => {
  await page.goto('./about');
  await waitForHydration(page);
  // Follow an in-app link whose target the site does not have, without a full page load.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/solve-problems/no-such-page');
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  });
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
});
