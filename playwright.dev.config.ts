import {defineConfig} from '@playwright/test';
import base from './playwright.config';
import {SIZE_TAG} from './tests/dev/size';

/**
 * The browser tests of the dev server (tests/dev/): each run starts `npm start`
 * itself (tests/dev/fixtures.ts), so there is no webServer here. One worker:
 * the tests share one server and edit its site in turn. At 2,000 write-ups
 * (`npm run test:scale`), Docusaurus reloads every page's data on each edit,
 * about 6 s on a quiet machine: waits end as soon as their condition holds.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/dev',
  testIgnore: [],
  workers: 1,
  expect: {timeout: 60_000},
  webServer: undefined,
  // On the 2,000-write-up copy (E2E_DEV_SITE_DIR), the tests whose subject is size only.
  grep: process.env.E2E_DEV_SITE_DIR ? new RegExp(SIZE_TAG) : undefined,
});
