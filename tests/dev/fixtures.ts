/**
 * The dev-server tests' fixtures: those of the browser tests (tests/e2e/fixtures.ts)
 * and one `npm start` per worker (scripts/lib/dev-server.ts), shared by the tests,
 * which edit the site in turn and undo their edits. The site is a new scratch
 * copy of this checkout, removed afterwards, or the copy named by
 * E2E_DEV_SITE_DIR (the 2,000-write-up copy of `npm run test:scale`), kept.
 */
import type {Page} from '@playwright/test';
import {markDocument, test as base, waitForHydration} from '../e2e/fixtures';
import {removeScratchSite, startDevServer, type DevServer} from '../../scripts/lib/dev-server';

export {expect, flipSystemColourScheme, isSameDocument} from '../e2e/fixtures';
export type {DevServer};

export const test = base.extend<object, {devServer: DevServer}>({
  devServer: [
    async ({}, use) => {
      const given = process.env.E2E_DEV_SITE_DIR;
      const server = await startDevServer({siteDir: given});
      await use(server);
      await server.stop();
      if (!given) removeScratchSite(server.siteDir);
    },
    {scope: 'worker', timeout: 300_000},
  ],
});

/** Opens a route of the dev server's site and marks the document, so that a later full page load shows. */
export async function openRoute(page: Page, server: DevServer, route: string): Promise<void> {
  await page.goto(`${server.url}${encodeURI(route)}`);
  await waitForHydration(page);
  await markDocument(page);
}
