import {readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import type {MutationReport} from '../../src/write-up/mutation-report';
import {SITE_DIR, expect, gotoRoute, test} from './fixtures';

// Two files, examples and two uncaught changes with their explanations: the section at its longest.
const TITLE = 'Check if One String Swap Can Make Strings Equal';
const ROUTE = `/LeetCode/${TITLE}/`;
const report = JSON.parse(readFileSync(path.join(SITE_DIR, 'stryker-incremental.json'), 'utf8')) as MutationReport;
const mutants = ['solution.ts', 'brute-force.ts'].flatMap((file) => report.files[`docs/LeetCode/${TITLE}/${file}`]!.mutants);
const tried = mutants.filter(({status}) => ['Killed', 'Timeout', 'Survived', 'NoCoverage'].includes(status)).length;
const caught = mutants.filter(({status}) => status === 'Killed' || status === 'Timeout').length;
const uncaught = mutants.filter(({status}) => status === 'Survived' || status === 'NoCoverage').length;

const section = (page: Page) => page.locator('article details').filter({has: page.locator('summary', {hasText: /^What the tests catch/})});

for (const theme of ['light', 'dark'] as const) {
  test(`What the tests catch opens into readable, accessible lists on a 390 px phone in ${theme} mode`, async ({page}) => {
    expect(uncaught, 'the page needs uncaught changes for this test').toBeGreaterThan(0);
    await page.setViewportSize({width: 390, height: 844});
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await gotoRoute(page, ROUTE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

    const details = section(page);
    const summary = details.locator('summary');
    await expect(summary).toHaveText(`What the tests catch: ${caught} of ${tried} changed versions`);
    const notCaught = details.getByText('Not caught, as no result can change:');
    await expect(notCaught).toBeHidden();
    // Keyboard only: the summary takes the focus and Enter opens it.
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(notCaught).toBeVisible();
    await expect(notCaught.locator('xpath=following-sibling::ul[1]').getByRole('listitem')).toHaveCount(uncaught);
    await expect(details.getByRole('listitem').filter({hasText: 'solution.ts:12: second === undefined → false.'})).toBeVisible();

    // The section wraps inside the phone's width: the page never gets wider.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const results = await new AxeBuilder({page}).include('article details').analyze();
    expect(results.violations.map(({id, nodes}) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test.describe('What the tests catch without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('is collapsed, and opens on a click', async ({page}) => {
    await page.goto(`.${encodeURI(ROUTE)}`);
    const details = section(page);
    const example = details.getByText('Caught by the quoted test, comparisons and boundaries first:');
    await expect(example).toBeHidden();
    await details.locator('summary').click();
    await expect(example).toBeVisible();
  });
});
