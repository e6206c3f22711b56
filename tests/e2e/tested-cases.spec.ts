import AxeBuilder from '@axe-core/playwright';
import {cases} from '../../docs/Codewars/4 kyu Human readable duration format/cases';
import {showValue} from '../../src/test-kit/format';
import {expect, gotoRoute, test} from './fixtures';

const ROUTE = '/Codewars/4 kyu Human readable duration format/';
/** The last case's expected sentence is longer than the table shows inline. */
const longCase = cases.at(-1)!;
const {full, short} = showValue(longCase.expected);

for (const theme of ['light', 'dark'] as const) {
  test(`Tested cases opens into a readable, accessible table on a 390 px phone in ${theme} mode`, async ({page}) => {
    expect(short, 'the table needs a shortened value for this test').toBeDefined();
    await page.setViewportSize({width: 390, height: 844});
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await gotoRoute(page, ROUTE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

    const section = page.locator('article details').filter({has: page.locator('summary', {hasText: /^Tested cases/})});
    const table = section.getByRole('table');
    await expect(section.locator('summary').first()).toHaveText(`Tested cases (${cases.length})`);
    await expect(table).toBeHidden();
    await section.locator('summary').first().click();
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(cases.length + 1);
    await expect(table.getByRole('rowheader', {name: longCase.name})).toBeVisible();

    // A long value shows its shortened form; one click on it shows the whole value.
    const longValue = table.locator('details').filter({hasText: short!});
    await expect(longValue.locator('summary')).toHaveText(short!);
    await expect(longValue.getByText(full, {exact: true})).toBeHidden();
    await longValue.locator('summary').click();
    await expect(longValue.getByText(full, {exact: true})).toBeVisible();

    // The table scrolls inside its own box: the page itself never gets wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const results = await new AxeBuilder({page}).include('article details').analyze();
    expect(results.violations.map(({id, nodes}) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
