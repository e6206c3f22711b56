import {defineConfig} from '@playwright/test';
import base from './playwright.config';

/**
 * The browser tests of the dev server (tests/dev/): each run starts `npm start`
 * itself (tests/dev/fixtures.ts), so there is no webServer here. One worker:
 * the tests share one server and edit its site in turn. At 2,000 write-ups
 * (`npm run test:scale`), Docusaurus reloads every page's data on each edit,
 * which takes seconds: waits end as soon as their condition holds.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/dev',
  testIgnore: [],
  workers: 1,
  expect: {timeout: 60_000},
  webServer: undefined,
});
