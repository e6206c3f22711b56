import {expect, gotoRoute, test} from './fixtures';

/**
 * The page template loads the site's scripts after the first paint
 * (src/features/first-paint). webpack's runtime, the first of them, creates
 * `self.webpackChunksolve_problems`; the init script records when that
 * happens, and the browser records when it first painted content.
 *
 * The loader also starts the scripts after a second if no paint is reported
 * (unit-tested in src/features/first-paint). The init script leaves that
 * timer out: on a busy machine the first frame can take longer than a second,
 * and this test is about the order when the paint is reported.
 */
for (const route of ['/', '/LeetCode/Binary Search/']) {
  test(`paints ${route} before any of the site's scripts runs, then hydrates it`, async ({page}) => {
    await page.addInitScript(() => {
      const setTimeoutOfPage = window.setTimeout.bind(window);
      window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
        document.readyState === 'loading' && ms === 1000 ? 0 : setTimeoutOfPage(handler, ms, ...args)) as typeof window.setTimeout;
      const win = window as {scriptsStartedAt?: number; webpackChunksolve_problems?: unknown};
      let chunks: unknown;
      Object.defineProperty(win, 'webpackChunksolve_problems', {
        configurable: true,
        get: () => chunks,
        set: (value) => {
          win.scriptsStartedAt ??= performance.now();
          chunks = value;
        },
      });
    });
    await gotoRoute(page, route);

    const {firstPaint, scriptsStartedAt} = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scriptsStartedAt: (window as {scriptsStartedAt?: number}).scriptsStartedAt,
    }));
    expect(firstPaint).toBeDefined();
    expect(scriptsStartedAt).toBeDefined();
    expect(scriptsStartedAt!).toBeGreaterThan(firstPaint!);
  });
}
