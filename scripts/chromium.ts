/**
 * The Chromium that browser tests and benchmarks drive: CHROMIUM_PATH if set,
 * else Debian's /usr/bin/chromium if present, else undefined (Playwright's own
 * Chromium, e.g. on a GitHub runner after `npx playwright install chromium`).
 */
import {existsSync} from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_EXECUTABLE: string | undefined =
  process.env.CHROMIUM_PATH || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);

/** Flags for a sandbox without network: no background requests, no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
