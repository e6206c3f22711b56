/**
 * The Chromium that browser tests and benchmarks drive.
 *
 * `findChromium` looks, without installing anything, at CHROMIUM_PATH, then a
 * system Chromium or Chrome, then Playwright's own Chromium. `provideChromium`
 * (run before the browser tests, tests/e2e/global-setup.ts) installs one when
 * none is found: Playwright's (`playwright install chromium`), else, where
 * that cannot download, the distribution's `chromium` package with apt-get as
 * root or with password-less sudo. If all of that fails, it stops with one
 * message saying what it tried and the commands that fix it.
 *
 * Everything it touches on the machine goes through `ChromiumProbes`, so that
 * each path is unit-tested (chromium.test.ts).
 */
import {accessSync, constants} from 'node:fs';
import {spawnSync} from 'node:child_process';
import {chromium} from '@playwright/test';

export type ChromiumProbes = {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  isExecutable(file: string): boolean;
  /** Where Playwright keeps the Chromium of its version, installed or not. */
  playwrightExecutable(): string;
  /** Runs a command with its output shown; returns whether it succeeded. */
  run(command: string, args: string[]): boolean;
  isRoot(): boolean;
};

export type FoundChromium = {executablePath: string; source: string};

/** System browsers, in order: Debian's and Ubuntu's Chromium, Google Chrome (Linux, then macOS). */
export const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

const APT_GET = '/usr/bin/apt-get';
/** The packages apt-get installs: the browser, and a font for the site's Chinese text. */
export const APT_PACKAGES = ['chromium', 'fonts-noto-cjk'];

export const FIXES = [
  "npx playwright install --with-deps chromium     # Playwright's Chromium and the libraries it needs (downloads it)",
  'sudo apt-get install chromium fonts-noto-cjk    # Debian or Ubuntu',
  'CHROMIUM_PATH=/path/to/chrome npm run test:e2e  # a Chromium or Chrome you already have',
];

/** The first browser found, without installing anything; undefined if none. */
export function findChromium(probes: ChromiumProbes): FoundChromium | undefined {
  const fromEnv = probes.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (probes.isExecutable(fromEnv)) return {executablePath: fromEnv, source: 'CHROMIUM_PATH'};
    throw new Error(`CHROMIUM_PATH is "${fromEnv}", which is not an executable file: set it to a Chromium or Chrome, or unset it.`);
  }
  const system = SYSTEM_BROWSERS.find((file) => probes.isExecutable(file));
  if (system) return {executablePath: system, source: 'system browser'};
  const playwright = probes.playwrightExecutable();
  if (probes.isExecutable(playwright)) return {executablePath: playwright, source: "Playwright's Chromium"};
  return undefined;
}

function installWithApt(probes: ChromiumProbes, log: (line: string) => void): string {
  if (probes.platform !== 'linux' || !probes.isExecutable(APT_GET)) return 'apt-get install chromium: no apt-get on this machine';
  const sudo = probes.isRoot() ? [] : probes.run('sudo', ['-n', 'true']) ? ['sudo', '-n'] : undefined;
  if (!sudo) return 'apt-get install chromium: not root, and sudo asks for a password';
  const apt = (args: string[]) => {
    const [command, ...rest] = [...sudo, 'env', 'DEBIAN_FRONTEND=noninteractive', APT_GET, ...args];
    return probes.run(command!, rest);
  };
  log(`Installing ${APT_PACKAGES.join(' and ')} with apt-get${sudo.length ? ' (sudo)' : ''}`);
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', '--no-install-recommends', ...APT_PACKAGES])) {
    return 'apt-get install chromium: failed (see its output above)';
  }
  return 'apt-get install chromium: installed, but no browser appeared at the usual paths';
}

/** A browser for the tests: found, else installed; throws one message saying what was tried and how to fix it. */
export function provideChromium(probes: ChromiumProbes, log: (line: string) => void = console.log): FoundChromium {
  const found = findChromium(probes);
  if (found) return found;
  const tried = [
    'CHROMIUM_PATH: not set',
    `a system Chromium or Chrome: none at ${SYSTEM_BROWSERS.join(', ')}`,
    `Playwright's Chromium: not at ${probes.playwrightExecutable()}`,
  ];

  log('No Chromium found: installing Playwright\'s with "playwright install chromium"');
  const installed = probes.run('npx', ['playwright', 'install', 'chromium']) && findChromium(probes);
  if (installed) return installed;
  tried.push('playwright install chromium: failed (see its output above)');

  tried.push(installWithApt(probes, log));
  const fromApt = findChromium(probes);
  if (fromApt) return fromApt;

  throw new Error(
    [
      'No Chromium for the browser tests. Tried:',
      ...tried.map((line) => `  - ${line}`),
      'Fix it with one of these, then run the tests again:',
      ...FIXES.map((line) => `  ${line}`),
    ].join('\n'),
  );
}

/** The real machine. */
export const machine: ChromiumProbes = {
  env: process.env,
  platform: process.platform,
  isExecutable(file) {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
  playwrightExecutable: () => chromium.executablePath(),
  run: (command, args) => spawnSync(command, args, {stdio: 'inherit'}).status === 0,
  isRoot: () => process.getuid?.() === 0,
};

/** For benchmarks: the browser found now (nothing installed), or undefined for Playwright's default. */
export function chromiumExecutable(): string | undefined {
  return findChromium(machine)?.executablePath;
}

/** Flags for a sandbox without network: no background requests, no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
