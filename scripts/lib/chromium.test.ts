import {describe, expect, it} from 'vitest';
import {APT_PACKAGES, findChromium, FIXES, provideChromium, SYSTEM_BROWSERS, type ChromiumProbes} from './chromium';

const PLAYWRIGHT_CHROMIUM = '/home/me/.cache/ms-playwright/chromium-1234/chrome-linux/chrome';
const APT = ['env', 'DEBIAN_FRONTEND=noninteractive', '/usr/bin/apt-get'];

type MachineOptions = {
  env?: Record<string, string>;
  executables?: string[];
  root?: boolean;
  /** Commands that succeed, and the executables each one makes appear. */
  commands?: Record<string, string[]>;
};

/** A machine with the given executables; records the commands run on it. */
function fakeMachine({env = {}, executables = [], root = false, commands = {}}: MachineOptions = {}) {
  const present = new Set(executables);
  const ran: string[] = [];
  const probes: ChromiumProbes = {
    env,
    platform: 'linux',
    isExecutable: (file) => present.has(file),
    playwrightExecutable: () => PLAYWRIGHT_CHROMIUM,
    run: (command, args) => {
      const line = [command, ...args].join(' ');
      ran.push(line);
      const appears = commands[line];
      appears?.forEach((file) => present.add(file));
      return appears !== undefined;
    },
    isRoot: () => root,
  };
  return {probes, ran};
}

const PLAYWRIGHT_INSTALL = 'npx playwright install chromium';
const aptUpdate = (sudo: string[]) => [...sudo, ...APT, 'update', '-qq'].join(' ');
const aptInstall = (sudo: string[]) => [...sudo, ...APT, 'install', '-y', '-qq', '--no-install-recommends', ...APT_PACKAGES].join(' ');

describe('findChromium', () => {
  it.each([
    {
      name: 'CHROMIUM_PATH first',
      env: {CHROMIUM_PATH: '/opt/chrome'},
      executables: ['/opt/chrome', '/usr/bin/chromium', PLAYWRIGHT_CHROMIUM],
      expected: {executablePath: '/opt/chrome', source: 'CHROMIUM_PATH'},
    },
    {
      name: "Debian's Chromium before Playwright's",
      executables: ['/usr/bin/chromium', PLAYWRIGHT_CHROMIUM],
      expected: {executablePath: '/usr/bin/chromium', source: 'system browser'},
    },
    {
      name: 'Google Chrome (a GitHub runner)',
      executables: ['/usr/bin/google-chrome'],
      expected: {executablePath: '/usr/bin/google-chrome', source: 'system browser'},
    },
    {
      name: "Playwright's Chromium (a developer laptop)",
      executables: [PLAYWRIGHT_CHROMIUM],
      expected: {executablePath: PLAYWRIGHT_CHROMIUM, source: "Playwright's Chromium"},
    },
    {name: 'nothing', executables: [], expected: undefined},
  ])('finds $name', ({env, executables, expected}) => {
    const {probes, ran} = fakeMachine({env, executables});
    expect(findChromium(probes)).toEqual(expected);
    expect(ran).toEqual([]);
  });

  it('refuses a CHROMIUM_PATH that is not an executable, rather than quietly using another browser', () => {
    const {probes} = fakeMachine({env: {CHROMIUM_PATH: '/opt/typo'}, executables: ['/usr/bin/chromium']});
    expect(() => findChromium(probes)).toThrow(
      'CHROMIUM_PATH is "/opt/typo", which is not an executable file: set it to a Chromium or Chrome, or unset it.',
    );
  });
});

describe('provideChromium', () => {
  it('installs nothing when a browser is there', () => {
    const {probes, ran} = fakeMachine({executables: ['/usr/bin/chromium']});
    expect(provideChromium(probes, () => {})).toEqual({executablePath: '/usr/bin/chromium', source: 'system browser'});
    expect(ran).toEqual([]);
  });

  it("installs Playwright's Chromium the standard way when it can download", () => {
    const {probes, ran} = fakeMachine({commands: {[PLAYWRIGHT_INSTALL]: [PLAYWRIGHT_CHROMIUM]}});
    expect(provideChromium(probes, () => {})).toEqual({executablePath: PLAYWRIGHT_CHROMIUM, source: "Playwright's Chromium"});
    expect(ran).toEqual([PLAYWRIGHT_INSTALL]);
  });

  type Commands = Record<string, string[]>;
  it.each<{as: string; root: boolean; sudo: string[]; commands: Commands}>([
    {as: 'root', root: true, sudo: [], commands: {}},
    {as: 'a user with password-less sudo', root: false, sudo: ['sudo', '-n'], commands: {'sudo -n true': []}},
  ])("falls back to the distribution's chromium as $as when the download fails", ({root, sudo, commands}) => {
    const {probes, ran} = fakeMachine({
      executables: ['/usr/bin/apt-get'],
      root,
      commands: {...commands, [aptUpdate(sudo)]: [], [aptInstall(sudo)]: ['/usr/bin/chromium']},
    });
    expect(provideChromium(probes, () => {})).toEqual({executablePath: '/usr/bin/chromium', source: 'system browser'});
    expect(ran).toEqual([PLAYWRIGHT_INSTALL, ...Object.keys(commands), aptUpdate(sudo), aptInstall(sudo)]);
  });

  it.each<{name: string; executables: string[]; commands: Commands; reason: string}>([
    {name: 'sudo asks for a password', executables: ['/usr/bin/apt-get'], commands: {}, reason: 'not root, and sudo asks for a password'},
    {name: 'there is no apt-get', executables: [], commands: {}, reason: 'no apt-get on this machine'},
    {
      name: 'apt-get fails',
      executables: ['/usr/bin/apt-get'],
      commands: {'sudo -n true': [], [aptUpdate(['sudo', '-n'])]: []},
      reason: 'failed (see its output above)',
    },
  ])('stops with one message saying what it tried and how to fix it when $name', ({executables, commands, reason}) => {
    const {probes} = fakeMachine({executables, commands});
    expect(() => provideChromium(probes, () => {})).toThrow(
      [
        'No Chromium for the browser tests. Tried:',
        '  - CHROMIUM_PATH: not set',
        `  - a system Chromium or Chrome: none at ${SYSTEM_BROWSERS.join(', ')}`,
        `  - Playwright's Chromium: not at ${PLAYWRIGHT_CHROMIUM}`,
        '  - playwright install chromium: failed (see its output above)',
        `  - apt-get install chromium: ${reason}`,
        'Fix it with one of these, then run the tests again:',
        ...FIXES.map((fix) => `  ${fix}`),
      ].join('\n'),
    );
  });
});
