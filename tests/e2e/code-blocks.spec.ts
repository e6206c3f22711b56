import {readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import dracula from '@shikijs/themes/dracula';
import githubLight from '@shikijs/themes/github-light';
import {createHighlighter} from 'shiki';
import {createJavaScriptRegexEngine} from 'shiki/engine/javascript';
import {eraseTypes} from '../../src/features/code-blocks/highlight/javascript';
import {themeWithContrast} from '../../src/features/code-blocks/highlight/themes';
import {expect, gotoRoute, installPageClock, pausePageClock, test, waitForHydration} from './fixtures';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

const BINARY_SEARCH = '/LeetCode/Binary Search/';
const TWO_APPROACHES = '/LeetCode/Minimum Size Subarray Sum/';
const solutionFile = (route: string, file = 'solution.ts') => path.resolve(__dirname, '../../docs', route.slice(1), file);

const tab = (page: Page, name: 'TypeScript' | 'JavaScript') => page.getByRole('tab', {name}).first();
const visibleBlock = (page: Page) => page.locator('article .theme-code-block:visible').first();
/** The first `export` keyword (with any keyword after it) of a visible block: its colour is the mode's keyword colour. */
const keyword = (block: Locator) => block.locator('pre.shiki .line > span', {hasText: /^export\b/}).first();
const colourOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);

/** The colour a mode's code theme (with the site's contrast) gives TypeScript's `export`, as the browser reports it. */
async function keywordColour(mode: 'light' | 'dark'): Promise<string> {
  const theme = themeWithContrast(mode === 'light' ? githubLight : dracula);
  const highlighter = await createHighlighter({themes: [theme], langs: ['typescript'], engine: createJavaScriptRegexEngine()});
  const hex = highlighter.codeToTokensBase('export', {lang: 'typescript', theme})[0]![0]!.color!;
  highlighter.dispose();
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.describe('a solution on its write-up', () => {
  test('shows the tested TypeScript first, and the JavaScript generated from it in a second tab', async ({page}) => {
    await gotoRoute(page, BINARY_SEARCH);
    await expect(tab(page, 'TypeScript')).toHaveAttribute('aria-selected', 'true');
    await expect(visibleBlock(page)).toContainText('solution.ts');
    await tab(page, 'JavaScript').click();
    const block = visibleBlock(page);
    await expect(block).toContainText('solution.js');
    const source = solutionFile(BINARY_SEARCH);
    const javascript = eraseTypes(readFileSync(source, 'utf8').trimEnd(), source).text;
    await expect(block.locator('pre code')).toHaveText(javascript.trimEnd(), {useInnerText: false});
  });

  test("remembers the reader's language on other write-ups and after a reload", async ({page}) => {
    await gotoRoute(page, BINARY_SEARCH);
    await tab(page, 'JavaScript').click();
    await gotoRoute(page, TWO_APPROACHES);
    // Both of its files open in JavaScript.
    for (const panelTab of await page.getByRole('tab', {name: 'JavaScript'}).all()) {
      await expect(panelTab).toHaveAttribute('aria-selected', 'true');
    }
    await expect(page.locator('article .theme-code-block:visible')).toHaveCount(2);
    await expect(page.locator('article .theme-code-block:visible').nth(1)).toContainText('binary-search.js');
    await page.reload();
    await waitForHydration(page);
    await expect(tab(page, 'JavaScript')).toHaveAttribute('aria-selected', 'true');
  });

  test('copies exactly the JavaScript shown, with the copy button of the JavaScript tab', async ({page}) => {
    await installPageClock(page);
    await gotoRoute(page, BINARY_SEARCH);
    await tab(page, 'JavaScript').click();
    const block = visibleBlock(page);
    await block.hover();
    await pausePageClock(page);
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    const source = solutionFile(BINARY_SEARCH);
    const javascript = eraseTypes(readFileSync(source, 'utf8').trimEnd(), source).text;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(javascript.trimEnd());
  });

  test('numbers its lines, without putting the numbers in the text', async ({page}) => {
    await gotoRoute(page, BINARY_SEARCH);
    const firstLine = visibleBlock(page).locator('.line').first();
    expect(await firstLine.evaluate((line) => getComputedStyle(line, '::before').content)).toBe('counter(line)');
    await expect(visibleBlock(page).locator('pre code')).toHaveText(/^\/\*\* Binary search/);
  });
});

test.describe('the colours of code', () => {
  test('are the light theme on a light page and the dark theme from the first paint of a dark one, and follow the toggle', async ({
    page,
    consoleProblems,
  }) => {
    await gotoRoute(page, BINARY_SEARCH);
    const token = keyword(visibleBlock(page));
    expect(await colourOf(token)).toBe(await keywordColour('light'));
    expect(await keywordColour('dark')).not.toBe(await keywordColour('light'));

    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await colourOf(token)).toBe(await keywordColour('dark'));

    // A reload in dark mode: the colour is right before any script of the site runs (no flash of light colours).
    consoleProblems.allow(/ERR_FAILED/);
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.reload({waitUntil: 'domcontentloaded'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await colourOf(keyword(visibleBlock(page)))).toBe(await keywordColour('dark'));
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`have enough contrast in both tabs in ${theme} mode (axe)`, async ({page}) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await gotoRoute(page, TWO_APPROACHES);
      for (const language of ['TypeScript', 'JavaScript'] as const) {
        await tab(page, language).click();
        const results = await new AxeBuilder({page}).include('article .theme-code-block').analyze();
        expect(results.violations.map((violation) => violation.id)).toEqual([]);
      }
    });
  }
});

test.describe('a long line on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('scrolls sideways, and the wrap button wraps it', async ({page}) => {
    await gotoRoute(page, TWO_APPROACHES);
    const block = visibleBlock(page);
    const pre = block.locator('pre');
    const overflows = () => pre.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(await overflows()).toBe(true);
    const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
    await block.hover();
    await wrap.click();
    expect(await overflows()).toBe(false);
    await wrap.click();
    expect(await overflows()).toBe(true);
  });

  test('offers the wrap button to the keyboard too, once the block has focus', async ({page}) => {
    await gotoRoute(page, TWO_APPROACHES);
    const block = visibleBlock(page);
    const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
    await block.locator('pre').focus();
    await expect(wrap).toBeAttached();
    await wrap.focus();
    await page.keyboard.press('Enter');
    expect(await block.locator('pre').evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
  });
});
