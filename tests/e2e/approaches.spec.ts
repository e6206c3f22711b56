import AxeBuilder from '@axe-core/playwright';
import {expect, gotoRoute, test} from './fixtures';

// Three approaches: the widest comparison table of the site.
const ROUTE = '/LeetCode/Fibonacci Number/';

for (const theme of ['light', 'dark'] as const) {
  test(`the approaches' comparison reads on a 390 px phone in ${theme} mode, scrolls by keyboard, and is accessible`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await gotoRoute(page, ROUTE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

    const region = page.getByRole('region', {name: 'Approaches compared'});
    const table = region.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Approach', 'Time', 'Extra space', 'Prefer it when']);
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('rowheader', {name: /Iterative solution\.ts/})).toBeVisible();

    // The table scrolls inside its own box, which a keyboard can focus: the page never gets wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await region.focus();
    await expect(region).toBeFocused();
    const results = await new AxeBuilder({page}).include('article [role=region]').analyze();
    expect(results.violations.map(({id, nodes}) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
