import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {cases as binarySearchCases} from '../../docs/LeetCode/Binary Search/cases';
import {cases as likesCases} from '../../docs/Codewars/6 kyu Who likes it/cases';
import {formatValue} from '../../src/test-kit/format';
import {TIME_LIMIT_MS} from '../../src/features/solution-worker/runner';
import {stoppedText} from '../../src/features/tested-cases/CodeRunner/report';
import {expect, gotoRoute, requestsFor, styleRulesNaming, test} from './fixtures';

/** What the runner fetches, by file name: its own code and its worker. The solution is the page's own JavaScript tab. */
const RUNNER_CODE = /\/src_features_tested-cases_CodeRunner_index_tsx\.js$/;
const WORKER = /\/src_features_solution-worker_worker_ts\.js$/;
/** A module of a tested file, apart from the page's: what the runner fetched per page until it read the page's own. */
const CODE_FILE_CHUNK = /code-file[^/]*\.js$/;

/** The write-ups the tests run, one per platform, with a call that throws and a value that is not JSON. */
const WRITE_UPS = [
  {
    platform: 'LeetCode',
    route: '/LeetCode/Binary Search/',
    cases: binarySearchCases,
    own: {nums: '[1, 3, 5, 7]', target: '7'},
    returned: '3',
    throwing: {parameter: 'nums', text: 'null', error: /^TypeError: /},
    notJson: {parameter: 'nums', text: '[1, 2,', example: 'e.g. [-1, 0, 3, 5, 9, 12]'},
  },
  {
    platform: 'Codewars',
    route: '/Codewars/6 kyu Who likes it/',
    cases: likesCases,
    own: {names: '["Ada", "Grace"]'},
    returned: '"Ada and Grace like this"',
    throwing: {parameter: 'names', text: 'null', error: /^TypeError: /},
    notJson: {parameter: 'names', text: "['Ada']", example: 'e.g. []'},
  },
] as const;

/** The Tested cases section of the open page. */
const sectionOf = (page: Page) => page.locator('article details').filter({has: page.locator('summary', {hasText: /^Tested cases/})});

async function openSection(page: Page) {
  const section = sectionOf(page);
  await section.locator('summary').first().click();
  await expect(section.getByRole('button', {name: 'Run the tests'})).toBeVisible();
  return section;
}

test('styles its fields with a stylesheet that comes with its code: none of it on the page before the section opens', async ({page}) => {
  await gotoRoute(page, WRITE_UPS[0].route);
  await page.waitForLoadState('networkidle');
  expect(await styleRulesNaming(page, 'code-runner-')).toBe(0);
  const section = await openSection(page);
  // 0.25rem above each field, and full width: the runner's own rules, not the browser's.
  const field = section.getByLabel('target', {exact: true});
  await expect(field).toHaveCSS('margin-top', '4px');
  await expect(field).toHaveCSS('display', 'block');
  expect(await styleRulesNaming(page, 'code-runner-')).toBeGreaterThan(0);
});

for (const writeUp of WRITE_UPS) {
  test.describe(`the code runner on ${writeUp.platform}: ${writeUp.route}`, () => {
    test("fetches nothing of the runner on load, its code when the section opens, its worker on the first run, and no solution: the page's own", async ({
      page,
    }) => {
      const runnerCode = requestsFor(page, RUNNER_CODE);
      const worker = requestsFor(page, WORKER);
      const codeFiles = requestsFor(page, CODE_FILE_CHUNK);
      await gotoRoute(page, writeUp.route);
      await page.waitForLoadState('networkidle');
      expect([runnerCode, worker]).toEqual([[], []]);

      const section = await openSection(page);
      await page.waitForLoadState('networkidle');
      expect(runnerCode).toHaveLength(1);
      expect(worker).toEqual([]);

      await section.getByRole('button', {name: 'Run the tests'}).click();
      await expect(section.locator('p[role="status"]')).toContainText('passed');
      expect(worker).toHaveLength(1);
      expect(codeFiles).toEqual([]);
    });

    test('runs every tested case and reports each, with "N of N passed"', async ({page}) => {
      await gotoRoute(page, writeUp.route);
      const section = await openSection(page);
      await section.getByRole('button', {name: 'Run the tests'}).click();
      const n = writeUp.cases.length;
      await expect(section.locator('p[role="status"]')).toHaveText(new RegExp(`^${n} of ${n} passed in (under )?[\\d.]+ m?s\\.$`));
      const lines = section.getByRole('list', {name: 'Result of each case'}).getByRole('listitem');
      await expect(lines).toHaveCount(n);
      await expect(lines.first()).toHaveText(`✓ Passed: ${writeUp.cases[0]!.name} — returned ${formatValue(writeUp.cases[0]!.expected)}`);
      await expect(lines.filter({hasText: /^✗ Failed: /})).toHaveCount(0);
    });

    test("runs the reader's own arguments, says when they are a tested case's, reports bad JSON by parameter and a thrown error", async ({
      page,
    }) => {
      await gotoRoute(page, writeUp.route);
      const section = await openSection(page);
      const output = section.locator('form [role="status"]');
      const run = section.getByRole('button', {name: 'Run', exact: true});
      const [first, second] = writeUp.cases;

      // Pre-filled from the first case, one field per parameter, labelled with its name.
      for (const [parameter, value] of Object.entries(first!.input)) {
        await expect(section.getByLabel(parameter, {exact: true})).toHaveValue(formatValue(value));
      }
      // Another case, picked from the list, runs as that case and says it matches.
      await section.getByLabel('Fill in a tested case').selectOption({label: second!.name});
      for (const [parameter, value] of Object.entries(second!.input)) {
        await expect(section.getByLabel(parameter, {exact: true})).toHaveValue(formatValue(value));
      }
      await run.click();
      await expect(output).toContainText(`The solution returned ${formatValue(second!.expected)} in `);
      await expect(output).toContainText(
        `These are the arguments of the tested case "${second!.name}": the result matches its expected value.`,
      );

      // The reader's own arguments: the value returned, formatted as the table writes it, and no tested case.
      for (const [parameter, text] of Object.entries(writeUp.own)) await section.getByLabel(parameter, {exact: true}).fill(text);
      await run.click();
      await expect(output).toHaveText(new RegExp(`^The solution returned ${escape(writeUp.returned)} in (under )?[\\d.]+ m?s\\.$`));

      // Text that is not JSON: named by its parameter, with an example, and the field marked invalid.
      const {parameter, text, example} = writeUp.notJson;
      await section.getByLabel(parameter, {exact: true}).fill(text);
      await run.click();
      await expect(output).toContainText(`${parameter}: expected a JSON value, ${example}; `);
      await expect(section.getByLabel(parameter, {exact: true})).toHaveAttribute('aria-invalid', 'true');

      // A thrown error, with its name and message.
      await section.getByLabel(writeUp.throwing.parameter, {exact: true}).fill(writeUp.throwing.text);
      await run.click();
      await expect(output.locator('code')).toHaveText(writeUp.throwing.error);
      await expect(output).toContainText('The solution threw ');
      await expect(section.getByLabel(parameter, {exact: true})).not.toHaveAttribute('aria-invalid');
    });
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('shows a failing case with what was returned beside what was expected', async ({page}) => {
  // The page's solution, run with a deliberate bug (a target that is absent gives -2 instead of -1): the worker is
  // served with a first listener that edits the source each run request carries, before the worker's own reads it.
  await page.route(WORKER, async (route) => {
    const response = await route.fetch();
    const bug =
      "self.addEventListener('message', (event) => { event.data.source = event.data.source.replace('return -1;', 'return -2;'); });\n";
    await route.fulfill({response, body: bug + (await response.text())});
  });
  await gotoRoute(page, '/LeetCode/Binary Search/');
  const section = await openSection(page);
  await section.getByRole('button', {name: 'Run the tests'}).click();
  const missing = binarySearchCases.filter(({expected}) => expected === -1);
  const n = binarySearchCases.length;
  await expect(section.locator('p[role="status"]')).toContainText(`${n - missing.length} of ${n} passed`);
  const failed = section.getByRole('listitem').filter({hasText: /^✗ Failed: /});
  await expect(failed).toHaveCount(missing.length);
  await expect(failed.first()).toHaveText(`✗ Failed: ${missing[0]!.name} — returned -2, expected -1`);
});

test('stops a runaway input after the time limit while the page keeps answering, then runs again', async ({page}) => {
  await gotoRoute(page, '/LeetCode/Fibonacci Number/');
  const section = await openSection(page);
  const output = section.locator('form [role="status"]');
  await section.getByLabel('n', {exact: true}).fill('10000000000000');
  await section.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(output).toHaveText('Running…');

  // While the solution loops in its worker, the page scrolls and runs script: its own thread is free. Read in one
  // script, so that the run is still under way when it ends (the time limit ends it; a slower check, on a loaded
  // machine, saw the limit's message instead).
  const answer = await page.evaluate(() => {
    const before = window.scrollY;
    window.scrollBy(0, 400);
    const status = document.querySelector('form [role="status"]')?.textContent;
    return {scrolled: window.scrollY - before, status};
  });
  expect(answer).toEqual({scrolled: 400, status: 'Running…'});
  await section.getByLabel('n', {exact: true}).fill('10');

  await expect(output).toHaveText(stoppedText(TIME_LIMIT_MS), {timeout: TIME_LIMIT_MS + 20_000});
  await section.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(output).toContainText('The solution returned 55 in ');
  await expect(output).toContainText('These are the arguments of the tested case');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the runner works by keyboard alone on a 390 px phone in ${theme} mode, axe clean`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await gotoRoute(page, '/LeetCode/Binary Search/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const section = sectionOf(page);

    await section.locator('summary').first().focus();
    await page.keyboard.press('Enter');
    const runTests = section.getByRole('button', {name: 'Run the tests'});
    await expect(runTests).toBeVisible();
    // Tab past the table's long values (none on this page) to the button.
    while (!(await runTests.evaluate((button) => button === document.activeElement))) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(section.locator('p[role="status"]')).toContainText(`${binarySearchCases.length} of ${binarySearchCases.length} passed`);

    await page.keyboard.press('Tab');
    await expect(section.getByLabel('Fill in a tested case')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(section.getByLabel('nums', {exact: true})).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('[1, 2');
    await page.keyboard.press('Enter');
    await expect(section.locator('form [role="status"]')).toContainText('nums: expected a JSON value');

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const results = await new AxeBuilder({page}).include('article details').analyze();
    expect(results.violations.map(({id, nodes}) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
