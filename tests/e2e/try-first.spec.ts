import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {HIDDEN_CLASS, TRY_FIRST} from '../../src/features/try-first/choice';
import {expect, gotoRoute, isSameDocument, markDocument, test, waitForHydration} from './fixtures';

const ROUTE = '/LeetCode/Binary Search/';
/** Another write-up, linked from the first one's sidebar. */
const OTHER = 'Fibonacci Number';

const toggle = (page: Page) => page.getByRole('switch', {name: 'Hide the solution while I try'});
/** "Show the solution": the summary of a <details> in the switch's row, whose open state the CSS reads. */
const reveal = (page: Page) => page.locator('summary', {hasText: 'Show the solution'});
/** The parts the build marks as hidden while the reader tries (src/features/try-first/hide-solution.ts). */
const hiddenParts = (page: Page) => page.locator(`article .${HIDDEN_CLASS}`);
const testedCases = (page: Page) => page.locator('article details', {has: page.locator('summary', {hasText: /^Tested cases/})});

async function expectParts(page: Page, state: 'visible' | 'hidden') {
  const parts = await hiddenParts(page).all();
  // Approach, Complexity, Solution's code, What the tests catch, Pitfalls.
  expect(parts.length).toBeGreaterThanOrEqual(5);
  for (const part of parts) await (state === 'visible' ? expect(part).toBeVisible() : expect(part).toBeHidden());
}

/** Presses Tab until `target` has the focus: the keyboard's way there from where the focus is. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

test.describe('try first', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the switch hides the solution but its headings and the Tested cases, and opening "Show the solution" shows it, by keyboard alone at 390 px in ${theme} mode, axe clean`, async ({
      page,
    }) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await gotoRoute(page, ROUTE);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectParts(page, 'visible');
      await expect(reveal(page)).toBeHidden();

      await tabTo(page, toggle(page));
      await expect(toggle(page)).not.toBeChecked();
      await page.keyboard.press('Space');
      await expect(toggle(page)).toBeChecked();
      await expectParts(page, 'hidden');
      // The headings stay, for the table of contents; the problem, its hints and the Tested cases (where the reader runs
      // their own code) stay.
      for (const name of ['Approach', 'Complexity', 'Solution', 'Pitfalls']) {
        await expect(page.getByRole('heading', {level: 2, name})).toBeVisible();
      }
      await expect(page.locator('article h2#problem + p')).toBeVisible();
      await expect(page.getByText('Hint 1 of 3')).toBeVisible();
      await expect(testedCases(page)).toBeVisible();

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const results = await new AxeBuilder({page}).include('article').analyze();
      expect(results.violations.map(({id, nodes}) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

      // Opening "Show the solution" shows the solution on this page and leaves the switch on; closing it hides it again.
      await tabTo(page, reveal(page));
      await page.keyboard.press('Enter');
      await expectParts(page, 'visible');
      await expect(toggle(page)).toBeChecked();
      await page.keyboard.press('Enter');
      await expectParts(page, 'hidden');

      // Off: every part shown, and "Show the solution" with nothing to show is hidden; on again: every part hidden.
      await toggle(page).focus();
      await page.keyboard.press('Space');
      await expect(toggle(page)).not.toBeChecked();
      await expectParts(page, 'visible');
      await expect(reveal(page)).toBeHidden();
      await page.keyboard.press('Space');
      await expectParts(page, 'hidden');
      await expect(reveal(page)).toBeVisible();
    });
  }

  test('the choice survives a visit to another write-up and a reload, hidden from the first paint, with nothing moving at hydration', async ({
    page,
  }) => {
    await gotoRoute(page, ROUTE);
    await toggle(page).check();
    // Shown on this page: the next write-up hides it again, as the switch is still on.
    await reveal(page).click();
    await expectParts(page, 'visible');

    await markDocument(page);
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: OTHER, exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: OTHER})).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    await expect(toggle(page)).toBeChecked();
    await expectParts(page, 'hidden');

    // On the reload, what the page shows when its HTML is parsed, before any of the site's scripts runs.
    // What try first can move: the row of the switch and "Show the solution", and the hidden Approach between its heading and
    // the next. (Where the page stands also depends on when the KaTeX stylesheet arrives, which try first does not
    // touch: on a busy machine it came after the HTML, and the headings moved 40 px with it.)
    type Measured = {atFirstPaint?: unknown; tryFirstLayout?: () => unknown};
    await page.addInitScript((hiddenClass) => {
      const measured = window as Measured;
      measured.tryFirstLayout = () => {
        const top = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().top;
        return {
          switchRow: document.querySelector('[role="switch"]')!.closest('div')!.getBoundingClientRect().height,
          approach: top('h2#complexity') - top('h2#approach'),
        };
      };
      document.addEventListener('DOMContentLoaded', () => {
        measured.atFirstPaint = {
          hydrated: document.documentElement.dataset.hasHydrated,
          displays: Array.from(document.querySelectorAll(`article .${hiddenClass}`)).map((part) => getComputedStyle(part).display),
          layout: measured.tryFirstLayout!(),
        };
      });
    }, HIDDEN_CLASS);
    await page.reload();
    await waitForHydration(page);
    const atFirstPaint = (await page.evaluate(() => (window as Measured).atFirstPaint)) as {displays: string[]};
    const layout = await page.evaluate(() => (window as Measured).tryFirstLayout!());
    expect(atFirstPaint).toEqual({hydrated: 'false', displays: atFirstPaint.displays.map(() => 'none'), layout});
    expect(atFirstPaint.displays.length).toBeGreaterThanOrEqual(5);
    await expect(toggle(page)).toBeChecked();
    await expectParts(page, 'hidden');
  });

  test('a link into a hidden part shows that part and scrolls to it; the rest stays hidden', async ({page}) => {
    await page.addInitScript(({key, on}) => localStorage.setItem(key, on), {key: TRY_FIRST.key, on: TRY_FIRST.on});
    await page.goto(`.${encodeURI(ROUTE)}#why-it-stops-and-how-fast`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 3, name: 'Why it stops, and how fast'})).toBeInViewport();
    await expect(hiddenParts(page).first()).toBeVisible();
    for (const part of (await hiddenParts(page).all()).slice(1)) await expect(part).toBeHidden();
  });
});

test.describe('try first without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('shows everything, and neither the switch nor "Show the solution"', async ({page}) => {
    await page.goto(`.${encodeURI(ROUTE)}`);
    await expectParts(page, 'visible');
    await expect(page.getByText('Hide the solution while I try')).toBeHidden();
    await expect(page.getByText('Show the solution')).toBeHidden();
  });
});
