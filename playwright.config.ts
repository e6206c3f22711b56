import path from 'node:path';
import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS} from './scripts/lib/chromium';
import {freePortSync} from './scripts/lib/free-port';
import {BASE_URL} from './src/site';

// A free port per run, so that two runs on one machine never share a server;
// E2E_PORT chooses one. Set in the environment, where the workers (which load
// this file again) find the same one.
process.env.E2E_PORT ||= String(freePortSync());
export const SITE_URL = `http://127.0.0.1:${process.env.E2E_PORT}${BASE_URL}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // The smoke tests on a 2,000-write-up copy run from playwright.scale.config.ts.
  testIgnore: 'scale/**',
  // Finds or installs Chromium and sets CHROMIUM_PATH for the workers (scripts/lib/chromium.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Room for a loaded 2-core machine (a build beside the tests): waits end as
  // soon as their condition holds, so these are limits, not delays.
  timeout: 90_000,
  expect: {timeout: 20_000},
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}}],
  webServer: {
    // The build of this checkout, or of the copy named by E2E_SITE_DIR (playwright.scale.config.ts).
    command: `npx tsx scripts/serve-build.ts --port ${process.env.E2E_PORT} --dir ${JSON.stringify(path.join(process.env.E2E_SITE_DIR ?? '.', 'build'))}`,
    url: SITE_URL,
    reuseExistingServer: !process.env.CI,
  },
});
