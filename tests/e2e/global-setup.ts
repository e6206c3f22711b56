/**
 * Before any browser test: a Chromium to run them in, found or installed
 * (scripts/lib/chromium.ts), or one message saying what was tried and how to fix
 * it instead of a failure per test. The workers launch the browser named by
 * CHROMIUM_PATH (playwright.config.ts), which they inherit from here.
 */
import {machine, provideChromium} from '../../scripts/lib/chromium';

export default function globalSetup(): void {
  const {executablePath, source} = provideChromium(machine);
  process.env.CHROMIUM_PATH = executablePath;
  console.log(`Browser tests run in ${executablePath} (${source})`);
}
