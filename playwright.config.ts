import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';

// Debian's Chromium by default (this machine cannot download browsers);
// CHROMIUM_PATH overrides it, and where neither exists (a GitHub runner after
// `npx playwright install chromium`) Playwright's own Chromium is used.
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const executablePath = process.env.CHROMIUM_PATH || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const SITE_URL = `http://127.0.0.1:${PORT}/solve-problems/`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}}],
  webServer: {
    command: `npx tsx scripts/serve-build.ts --port ${PORT}`,
    url: SITE_URL,
    reuseExistingServer: !process.env.CI,
  },
});
