import {defineConfig} from '@playwright/test';
import base from './playwright.config';

/**
 * The browser smoke tests on a copy of the site with 2,000 write-ups
 * (tests/e2e/scale/): `npm run test:scale` makes and builds the copy, then
 * runs them with E2E_SITE_DIR set to it, which the server and the fixtures read.
 */
if (!process.env.E2E_SITE_DIR) {
  throw new Error('playwright.scale.config.ts: set E2E_SITE_DIR to a built copy of the site, or run "npm run test:scale".');
}

export default defineConfig({...base, testDir: 'tests/e2e/scale', testIgnore: []});
