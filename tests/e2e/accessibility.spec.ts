import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {WRITE_UP_ROUTES} from '../site/routes';
import {expect, test, waitForHydration} from './fixtures';

const codewars = WRITE_UP_ROUTES.find((w) => w.platform === 'Codewars' && w.route === '/Codewars/6 kyu Who likes it/')!;
const leetcode = WRITE_UP_ROUTES.find((w) => w.platform === 'LeetCode' && w.route === '/LeetCode/Binary Search/')!;
const severalApproaches = WRITE_UP_ROUTES.find((w) => w.route === '/LeetCode/Minimum Size Subarray Sum/')!;

/** One page of each type the site has. */
const PAGE_TYPES = [
  {name: 'home', route: '/', status: 200},
  {name: 'about', route: '/about', status: 200},
  {name: 'markdown page', route: '/markdown-page', status: 200},
  {name: 'introduction doc', route: '/intro', status: 200},
  {name: 'Codewars write-up', route: codewars.route, status: 200},
  {name: 'LeetCode write-up', route: leetcode.route, status: 200},
  {name: 'write-up comparing several approaches', route: severalApproaches.route, status: 200},
  {name: 'not-found page', route: '/no-such-page', status: 404},
];
const THEMES = ['light', 'dark'] as const;
const VIEWPORTS = [
  {name: 'desktop', width: 1280, height: 800},
  {name: 'mobile', width: 390, height: 844},
];

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({page}).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
}

for (const {name, route, status} of PAGE_TYPES) {
  for (const theme of THEMES) {
    test(`the ${name} has no accessibility violations in ${theme} mode, at desktop and at mobile width`, async ({
      page,
      consoleProblems,
    }) => {
      if (status === 404) consoleProblems.allow(/status of 404/);
      const [desktop, mobile] = VIEWPORTS;
      await page.setViewportSize(desktop!);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const response = await page.goto(`.${encodeURI(route)}`);
      expect(response?.status()).toBe(status);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});
      await expect(menuButton).toBeHidden();
      expect(await axeViolations(page), `${desktop!.width} px`).toEqual([]);

      await page.setViewportSize(mobile!);
      await expect(menuButton).toBeVisible();
      expect(await axeViolations(page), `${mobile!.width} px`).toEqual([]);
    });
  }
}

test('the open mobile menu has no accessibility violations', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('./intro');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
