import {defineConfig} from '@playwright/test';
import base from './playwright.config';
import {SIZE_TAG} from './tests/dev/size';

/**
 * The browser tests of the dev server (tests/dev/): each worker starts `npm start` itself, once, in its own scratch
 * copy (tests/dev/fixtures.ts), so there is no webServer here. The tests of a file share their worker's server and
 * edit its site in turn (not fully parallel); two workers take the files between them, one server each, and use
 * both cores of a 2-core machine. At 2,000 write-ups (`npm run test:scale`), Docusaurus reloads every page's data
 * on each edit: waits end as soon as their condition holds.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/dev',
  testIgnore: [],
  // On the 2,000-write-up copy (E2E_DEV_SITE_DIR), whose npm start edits the copy itself, one server at a time.
  workers: process.env.E2E_DEV_SITE_DIR ? 1 : 2,
  fullyParallel: false,
  expect: {timeout: 60_000},
  webServer: undefined,
  // There, the tests whose subject is size only.
  grep: process.env.E2E_DEV_SITE_DIR ? new RegExp(SIZE_TAG) : undefined,
});
