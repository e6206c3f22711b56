/**
 * The site search on the production build: Pagefind's index,
 * written by src/features/search/plugin, searched from the navbar's dialog.
 * Result URLs are taken from what the dialog links to, never spelt here, so
 * the tests hold with or without trailing slashes.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {BASE_URL} from '../../src/site';
import {WRITE_UP_ROUTES} from '../site/routes';
import {expect, gotoRoute, isSameDocument, markDocument, styleRulesNaming, test} from './fixtures';

const SITE_DIR = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(SITE_DIR, file), 'utf8');

/** How many write-ups' READMEs (prose) and solutions (code) contain a word, as a whole word. */
function occurrences(word: string): {prose: string[]; code: string[]} {
  const pattern = new RegExp(`\\b${word}\\b`, 'i');
  return {
    prose: WRITE_UP_ROUTES.filter((w) => pattern.test(read(`${w.folder}/README.mdx`))).map((w) => w.title),
    code: WRITE_UP_ROUTES.filter((w) => pattern.test(read(`${w.folder}/solution.ts`))).map((w) => w.title),
  };
}

/** Named by its visible text: "Search Ctrl K", or "Search" on a phone, where the shortcut is hidden. */
const searchButton = (page: Page) => page.getByRole('button', {name: /^Search( Ctrl K)?$/});
const dialog = (page: Page) => page.getByRole('dialog', {name: 'Search the write-ups'});
const searchBox = (page: Page) => page.getByRole('combobox', {name: 'Search the write-ups'});
const options = (page: Page) => page.getByRole('listbox', {name: 'Results'}).getByRole('option');

async function search(page: Page, query: string) {
  await searchButton(page).click();
  await searchBox(page).fill(query);
}

/** Searches for a word with several results and waits for them all: how many there are. */
async function searchSeveral(page: Page, query: string): Promise<number> {
  await search(page, query);
  await expect(dialog(page).getByRole('status')).toContainText('results');
  const count = await options(page).count();
  expect(count, `"${query}" must find several write-ups`).toBeGreaterThan(2);
  return count;
}

/** The result at `index` is the active one: the only one selected, and the one the search box names, which keeps the focus. */
async function expectActive(page: Page, index: number) {
  const option = options(page).nth(index);
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(options(page).and(page.locator('[aria-selected="true"]'))).toHaveCount(1);
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await expect(searchBox(page)).toBeFocused();
}

/** A result's page path (decoded, without the trailing slash), from its link. */
const linkPath = async (page: Page, index: number) =>
  decodeURI(new URL((await options(page).nth(index).getAttribute('href'))!, page.url()).pathname).replace(/\/$/, '');
/** The title a result shows. */
const resultTitle = async (page: Page, index: number) => (await options(page).nth(index).locator('span').first().textContent())!;

const isPagefind = (url: string) => url.includes('/pagefind/');

test.describe('the site search', () => {
  test.describe('finds', () => {
    test('a word that only one write-up uses in its prose', async ({page}) => {
      expect(occurrences('logarithmic'), 'the test word must stay unique to Binary Search').toEqual({prose: ['Binary Search'], code: []});
      await gotoRoute(page, '/');
      await search(page, 'logarithmic');
      await expect(options(page)).toHaveCount(1);
      await expect(options(page).first()).toContainText('Binary Search');
      await expect(options(page).first().locator('mark')).toHaveText(['logarithmic']);
    });

    test('an identifier that only one solution uses in its code', async ({page}) => {
      expect(occurrences('bestDiagonal'), 'the test identifier must stay unique to one solution').toEqual({
        prose: [],
        code: ['Maximum Area of Longest Diagonal Rectangle'],
      });
      await gotoRoute(page, '/intro');
      await search(page, 'bestDiagonal');
      await expect(options(page)).toHaveCount(1);
      await expect(options(page).first()).toContainText('Maximum Area of Longest Diagonal Rectangle');
    });

    test('a LeetCode problem by its number, showing platform, number and difficulty', async ({page}) => {
      await gotoRoute(page, '/');
      await search(page, '704');
      const first = options(page).first();
      await expect(first).toContainText('Binary Search');
      await expect(first).toContainText('LeetCode #704');
      await expect(first).toContainText('Easy');
    });

    test('a Codewars kata by its kyu', async ({page}) => {
      await gotoRoute(page, '/');
      await search(page, '6 kyu');
      await expect(options(page).first()).toContainText('6 kyu Who likes it');
      await expect(options(page).first()).toContainText('Codewars');
    });

    test('the About page by its Chinese word', async ({page}) => {
      expect(read('src/pages/about.mdx')).toContain('解題筆記');
      await gotoRoute(page, '/intro');
      await search(page, '解題筆記');
      await expect(options(page)).toHaveCount(1);
      await expect(options(page).first()).toContainText('About');
      await expect(options(page).first().locator('mark')).toHaveText(['解題筆記']);
    });

    test('only write-ups of the chosen platform and difficulty when filtered', async ({page}) => {
      await gotoRoute(page, '/');
      await search(page, 'array');
      await expect(options(page).first()).toBeVisible();
      await dialog(page).getByLabel('Platform').selectOption('Codewars');
      await dialog(page).getByLabel('Difficulty').selectOption('5 kyu');
      await expect(options(page)).not.toHaveCount(0);
      for (const option of await options(page).all()) await expect(option).toContainText(/Codewars\s*5 kyu/);
    });
  });

  test('says when nothing matches and links to the problem index', async ({page}) => {
    await gotoRoute(page, '/intro');
    await search(page, 'qwxzv');
    await expect(dialog(page).getByRole('status')).toContainText('No write-up matches “qwxzv”.');
    await expect(options(page)).toHaveCount(0);
    await dialog(page).getByRole('link', {name: 'Browse the problem index'}).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.locator('#problems')).toBeInViewport();
  });

  test.describe('results', () => {
    test('are links, each to the page of the write-up it names', async ({page}) => {
      await gotoRoute(page, '/');
      const count = await searchSeveral(page, 'array');
      for (let index = 0; index < count; index++) {
        expect(
          await options(page)
            .nth(index)
            .evaluate((option) => option.tagName),
          `result ${index}`,
        ).toBe('A');
        const title = await resultTitle(page, index);
        const writeUp = WRITE_UP_ROUTES.find((w) => w.title === title);
        expect(writeUp, `result ${index}, "${title}", is a write-up`).toBeDefined();
        expect(await linkPath(page, index)).toBe(`${BASE_URL}${writeUp!.route.slice(1)}`.replace(/\/$/, ''));
      }
    });

    const newTabClicks: {how: string; click: Parameters<Locator['click']>[0]}[] = [
      {how: 'a middle click', click: {button: 'middle'}},
      {how: 'Ctrl+click', click: {modifiers: ['ControlOrMeta']}},
    ];
    for (const {how, click} of newTabClicks) {
      test(`open in a new tab with ${how}, leaving the search open`, async ({page, context}) => {
        await gotoRoute(page, '/intro');
        await search(page, 'logarithmic');
        await expect(options(page)).toHaveCount(1);
        const [tab] = await Promise.all([context.waitForEvent('page'), options(page).first().click(click)]);
        await expect(tab.getByRole('heading', {level: 1})).toHaveText('Binary Search');
        await expect(dialog(page)).toBeVisible();
        await expect(options(page)).toHaveCount(1);
      });
    }

    test('are counted in a polite live region', async ({page}) => {
      await gotoRoute(page, '/');
      await search(page, 'logarithmic');
      await expect(dialog(page).getByRole('status')).toHaveText('1 result.');
      await searchBox(page).fill('array');
      await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results(, the first \d+ shown)?\.$/);
    });
  });

  test.describe('keyboard, as a combobox with a listbox', () => {
    test('arrow keys move the active result, wrapping at either end, while the focus stays in the search box', async ({page}) => {
      await gotoRoute(page, '/');
      const count = await searchSeveral(page, 'array');
      await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(searchBox(page)).toHaveAttribute(
        'aria-controls',
        (await page.getByRole('listbox', {name: 'Results'}).getAttribute('id'))!,
      );
      await expect(searchBox(page)).not.toHaveAttribute('aria-activedescendant');
      await expect(options(page).and(page.locator('[aria-selected="true"]'))).toHaveCount(0);
      for (const [key, index] of [
        ['ArrowUp', count - 1],
        ['ArrowDown', 0],
        ['ArrowDown', 1],
        ['ArrowUp', 0],
        ['ArrowUp', count - 1],
      ] as const) {
        await page.keyboard.press(key);
        await expectActive(page, index);
      }
    });

    test('a new search starts with no active result', async ({page}) => {
      await gotoRoute(page, '/');
      await searchSeveral(page, 'array');
      await page.keyboard.press('ArrowDown');
      await expectActive(page, 0);
      await page.keyboard.type('s');
      await expect(dialog(page).getByRole('status')).toContainText('results');
      await expect(searchBox(page)).not.toHaveAttribute('aria-activedescendant');
      await expect(options(page).and(page.locator('[aria-selected="true"]'))).toHaveCount(0);
    });

    test('Enter opens the active result at its link, through the router', async ({page}) => {
      await gotoRoute(page, '/');
      await markDocument(page);
      await searchSeveral(page, 'array');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expectActive(page, 1);
      const [title, target] = [await resultTitle(page, 1), await linkPath(page, 1)];
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeHidden();
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      expect(decodeURI(new URL(page.url()).pathname).replace(/\/$/, '')).toBe(target);
      expect(await isSameDocument(page), 'no full page load').toBe(true);
    });

    test('Enter opens the first result when none is active', async ({page}) => {
      await gotoRoute(page, '/');
      await searchSeveral(page, 'array');
      const title = await resultTitle(page, 0);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    });

    test('Esc closes the search at once from an active result, keeping the text, and gives the focus back to the Search button', async ({
      page,
    }) => {
      await gotoRoute(page, '/');
      await searchButton(page).focus();
      await page.keyboard.press('Enter');
      await searchBox(page).fill('array');
      await expect(options(page).nth(1)).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expectActive(page, 0);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(searchButton(page)).toBeFocused();
      // The text stays for the next opening.
      await page.keyboard.press('Enter');
      await expect(searchBox(page)).toBeFocused();
      await expect(searchBox(page)).toHaveValue('array');
    });

    test('a search opened again straight after Esc stays open', async ({page}) => {
      await gotoRoute(page, '/');
      await search(page, 'array');
      await expect(options(page).first()).toBeVisible();
      // The browser fires the dialog's close event a task after closing it: a reader who opens the search again
      // before that task (as CI's loaded machine once did between Esc and Enter) must not have it closed under them.
      await page.evaluate(async () => {
        const input = document.querySelector<HTMLInputElement>('dialog input[role="combobox"]')!;
        const button = document.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')!;
        input.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true, cancelable: true}));
        // One microtask: React has closed the dialog, and the browser's close event is still to come.
        await Promise.resolve();
        button.click();
      });
      await expect(searchBox(page)).toBeFocused();
      await expect(dialog(page)).toBeVisible();
      await expect(searchBox(page)).toHaveValue('array');
    });

    test('Tab reaches the result links after the filters, each becoming the active result', async ({page}) => {
      await gotoRoute(page, '/');
      await searchSeveral(page, 'array');
      await page.keyboard.press('Tab');
      await expect(dialog(page).getByLabel('Platform')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog(page).getByLabel('Difficulty')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(options(page).first()).toBeFocused();
      await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Tab');
      await expect(options(page).nth(1)).toBeFocused();
      await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
      const title = await resultTitle(page, 1);
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeHidden();
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    });
  });

  test('is used from the keyboard alone: /, arrows, Enter with client-side navigation, Ctrl+K, Esc', async ({page}) => {
    await gotoRoute(page, '/');
    await page.evaluate(() => ((window as {loadedOnce?: boolean}).loadedOnce = true));
    // Nothing has the focus yet: Esc gives it to the Search button.
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    await searchButton(page).blur();

    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('array');
    await expect(options(page).nth(2)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const chosen = options(page).nth(1);
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!);
    const title = (await chosen.locator('span').first().textContent())!;
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    expect(await page.evaluate(() => (window as {loadedOnce?: boolean}).loadedOnce), 'no full page load').toBe(true);

    // Esc returns the focus to where it was: here a link of the page.
    const link = page.getByRole('link', {name: 'Open the problem on'});
    await link.focus();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(link).toBeFocused();

    // Opened from its button, it gives the focus back to the button.
    await searchButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchButton(page)).toBeFocused();
  });

  test('types "/" into text fields instead of opening', async ({page}) => {
    await gotoRoute(page, '/');
    const filter = page.getByRole('searchbox').first();
    await filter.fill('a');
    await filter.press('/');
    await expect(filter).toHaveValue('a/');
    await expect(dialog(page)).toBeHidden();
  });

  test('styles the dialog, its filters and its results with stylesheets that come with its code, none of them on the page before', async ({
    page,
  }) => {
    await gotoRoute(page, '/');
    await page.waitForLoadState('networkidle');
    expect(await styleRulesNaming(page, 'search-')).toBe(0);
    await search(page, 'diamond');
    await expect(options(page).first()).toBeVisible();
    // 3.5rem under the top of the screen; each filter and each result a flex box.
    await expect(dialog(page)).toHaveCSS('margin-top', '56px');
    await expect(dialog(page).getByLabel('Platform')).toBeVisible();
    await expect(dialog(page).locator('label').filter({hasText: 'Platform'})).toHaveCSS('display', 'flex');
    await expect(options(page).first()).toHaveCSS('display', 'flex');
  });

  test('works at phone width, the dialog inside the screen', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await gotoRoute(page, '/intro');
    await expect(searchButton(page)).toBeVisible();
    await search(page, 'diamond');
    await expect(options(page).first()).toContainText('Count Total Number of Colored Cells');
    const box = (await dialog(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await options(page).first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Count Total Number of Colored Cells');
  });

  for (const {width, height} of [
    {width: 1280, height: 720},
    {width: 390, height: 844},
  ]) {
    for (const theme of ['light', 'dark'] as const) {
      test(`has no accessibility violations when open with results, in ${theme} mode at ${width} px`, async ({page}) => {
        await page.setViewportSize({width, height});
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        await gotoRoute(page, '/');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await search(page, '704');
        await expect(options(page).first()).toBeVisible();
        await page.keyboard.press('ArrowDown');
        const results = await new AxeBuilder({page}).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }

  test('loads nothing of Pagefind on any page type until used, then loads it under the base URL', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    for (const route of ['/', '/about', '/intro', '/LeetCode/Binary Search/', '/Codewars/6 kyu Who likes it/']) {
      await gotoRoute(page, route);
      await page.waitForLoadState('networkidle');
      expect(requested.filter(isPagefind), route).toEqual([]);
    }
    await searchButton(page).focus();
    await expect
      .poll(() => requested.filter(isPagefind).map((url) => new URL(url).pathname))
      .toContain('/solve-problems/pagefind/pagefind.js');
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('shows no search control', async ({page}) => {
      await page.goto('./intro');
      await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
      await expect(page.getByRole('button', {name: 'Search'})).toHaveCount(0);
    });
  });
});
