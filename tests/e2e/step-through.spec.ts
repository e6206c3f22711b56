import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {READER_STEP_LIMIT} from '../../src/features/step-through/limits';
import {expect, gotoRoute, isSameDocument, markDocument, requestsFor, test} from './fixtures';

/** The stepper's code, fetched when a Step through section is first opened. */
const STEPPER_CODE = /\/src_features_step-through_PageStepper_index_tsx\.js$/;
/** The recorder (with its parser), fetched by the worker on the first recording. */
const RECORDER_CODE = /\/(src_features_solution-worker_record_ts|vendors-node_modules_acorn_dist_acorn_mjs)\.js$/;

const ROUTE = '/LeetCode/Binary Search/';

/** The Step through section of the page's first code block. */
const stepThroughOf = (page: Page) =>
  page
    .locator('article details')
    .filter({has: page.locator('summary', {hasText: /^Step through: /})})
    .first();

/** The lines of the page's solution.ts TypeScript block marked as the current step, by number. */
const markedLines = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-code-file="solution.ts"] .code-file-typescript .line')).flatMap((line, index) =>
      line.getAttribute('aria-current') === 'step' ? [index + 1] : [],
    ),
  );

async function openStepper(page: Page) {
  const section = stepThroughOf(page);
  await section.locator('summary').focus();
  await page.keyboard.press('Enter');
  const next = section.getByRole('button', {name: 'Next'});
  await expect(next).toBeVisible();
  return {section, next, status: section.locator('[aria-live="polite"]')};
}

test('the stepper is fetched when Step through is opened, never on load, and then replaces the table', async ({page}) => {
  const stepper = requestsFor(page, STEPPER_CODE);
  const recorder = requestsFor(page, RECORDER_CODE);
  await gotoRoute(page, ROUTE);
  await expect(stepThroughOf(page).locator('table')).toBeAttached();
  expect([...stepper, ...recorder]).toEqual([]);
  const {section} = await openStepper(page);
  expect(stepper).toHaveLength(1);
  expect(recorder.length).toBeGreaterThan(0);
  await expect(section.locator('table')).toBeHidden();
});

test('on a write-up reached by a link in the page, which has no table, opening Step through shows the stepper', async ({page}) => {
  await gotoRoute(page, '/LeetCode/Fibonacci Number/');
  await markDocument(page);
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Binary Search', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Binary Search'})).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  // The table is for the HTML: the browser's module leaves it out.
  await expect(stepThroughOf(page).locator('table')).toHaveCount(0);
  const {status} = await openStepper(page);
  await expect(status).toHaveText('Step 1 of 20, line 3.');
});

test('steps by keyboard alone, marking the current line in the page’s own code block', async ({page}) => {
  await gotoRoute(page, ROUTE);
  const {section, next, status} = await openStepper(page);
  await expect(status).toHaveText('Step 1 of 20, line 3.');
  expect(await markedLines(page)).toEqual([3]);

  await next.focus();
  await page.keyboard.press('ArrowRight');
  await expect(status).toHaveText('Step 2 of 20, line 4: low = 0.');
  expect(await markedLines(page)).toEqual([4]);
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Step 3 of 20, line 5: high = 5.');

  await page.keyboard.press('End');
  await expect(status).toHaveText('Step 20 of 20, line 12, returns -1; the call returned -1.');
  expect(await markedLines(page)).toEqual([12]);
  await page.keyboard.press('ArrowLeft');
  await expect(status).toContainText('Step 19 of 20, line 5');

  // The slider moves by the arrow keys too, as a range input does.
  const slider = section.getByRole('slider', {name: 'Step'});
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(status).toHaveText('Step 1 of 20, line 3.');
});

test('draws the array as cells, with the index variables pointing at theirs and the changed ones marked', async ({page}) => {
  await gotoRoute(page, ROUTE);
  const {section, status} = await openStepper(page);
  const slider = section.getByRole('slider', {name: 'Step'});
  // Step 5: line 7, after `const mid = low + ((high - low) >> 1)` with low 0 and high 5.
  await slider.fill('5');
  await expect(status).toHaveText('Step 5 of 20, line 7: mid = 2.');
  const nums = section.locator('dd ol').first();
  await expect(nums.locator('li')).toHaveCount(6);
  await expect(nums.locator('li').nth(0)).toContainText('↑ low');
  await expect(nums.locator('li').nth(2)).toContainText('↑ mid');
  await expect(nums.locator('li').nth(5)).toContainText('↑ high');
  await expect(section.locator('dt', {hasText: 'mid'})).toContainText('changed');
  await expect(section.locator('dt', {hasText: 'low'})).not.toContainText('changed');
});

test('steps through the reader’s own arguments from the code runner', async ({page}) => {
  await gotoRoute(page, ROUTE);
  const tested = page.locator('article details').filter({has: page.locator('summary', {hasText: /^Tested cases/})});
  await tested.locator('summary').click();
  await tested.getByLabel('nums', {exact: true}).fill('[1, 3, 5, 7]');
  await tested.getByLabel('target', {exact: true}).fill('7');
  await tested.getByRole('button', {name: 'Step through'}).click();
  const status = tested.locator('[aria-live="polite"]');
  await expect(status).toHaveText(/^Step 1 of \d+, line 3\.$/);
  expect(await markedLines(page)).toEqual([3]);
  await tested.getByRole('button', {name: 'Next'}).focus();
  await page.keyboard.press('End');
  await expect(status).toContainText('; the call returned 3.');
});

test(`cuts a runaway call at ${READER_STEP_LIMIT.toLocaleString('en')} steps and says so`, async ({page}) => {
  // 5,000 equal values: the hash-map pass takes about four steps a value, well past the limit.
  await gotoRoute(page, '/LeetCode/Count Number of Bad Pairs/');
  const tested = page.locator('article details').filter({has: page.locator('summary', {hasText: /^Tested cases/})});
  await tested.locator('summary').click();
  await tested.getByLabel('nums', {exact: true}).fill(JSON.stringify(Array.from({length: 5000}, () => 1)));
  await tested.getByRole('button', {name: 'Step through'}).click();
  await expect(tested.getByText(`The recording was cut: stopped after ${READER_STEP_LIMIT.toLocaleString('en')} steps.`)).toBeVisible();
  await expect(tested.getByRole('slider', {name: 'Step'})).toHaveAttribute('max', String(READER_STEP_LIMIT));
});

for (const theme of ['light', 'dark'] as const) {
  test(`the stepper fits a 390 px phone in ${theme} mode, axe clean`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await gotoRoute(page, ROUTE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const {section} = await openStepper(page);
    await section.getByRole('slider', {name: 'Step'}).fill('5');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const results = await new AxeBuilder({page}).include('article [data-code-file]').analyze();
    expect(results.violations.map(({id, nodes}) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
