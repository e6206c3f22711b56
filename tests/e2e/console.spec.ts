import {STATIC_ROUTES} from '../site/routes';
import {expect, test, waitForHydration} from './fixtures';

// Every test fails on console errors and uncaught exceptions (see fixtures.ts); these tests make the
// check explicit for each page, and wait for the network to settle so late errors (prefetches,
// lazily loaded chunks) are caught too. The only tolerated failure is the offline KaTeX CDN.
// Each write-up page gets the same check in write-ups.spec.ts.
for (const route of STATIC_ROUTES) {
  test(`${route} loads without console errors or uncaught exceptions`, async ({page, consoleProblems}) => {
    const response = await page.goto(`.${encodeURI(route)}`);
    expect(response?.status(), `no page was built for ${route}`).toBe(200);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(consoleProblems.list()).toEqual([]);
  });
}

test('the not-found page logs nothing but its own 404 status', async ({page, consoleProblems}) => {
  const response = await page.goto('./no-such-page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const [statusMessage, ...others] = consoleProblems.list();
  expect(statusMessage).toMatch(/^console error: Failed to load resource: the server responded with a status of 404 .*\/no-such-page\)$/);
  expect(others).toEqual([]);
  consoleProblems.allow(/status of 404 .*\/no-such-page\)$/);
});
