import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS} from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const SITE_URL = `http://127.0.0.1:${PORT}/solve-problems/`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Finds or installs Chromium and sets CHROMIUM_PATH for the workers (scripts/chromium.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
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
    command: `npx tsx scripts/serve-build.ts --port ${PORT}`,
    url: SITE_URL,
    reuseExistingServer: !process.env.CI,
  },
});
