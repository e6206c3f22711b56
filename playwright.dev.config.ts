import {defineConfig} from '@playwright/test';
import base from './playwright.config';

/**
 * The browser tests of the dev server (tests/dev/): each run starts `npm start`
 * on a scratch copy itself (tests/dev/dev-server.ts), so there is no webServer
 * here. One worker: the tests share one server and edit its copy in turn.
 */
export default defineConfig({...base, testDir: 'tests/dev', testIgnore: [], workers: 1, webServer: undefined});
