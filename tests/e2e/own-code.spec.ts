import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {cases as binarySearchCases} from '../../docs/LeetCode/Binary Search/cases';
import {TIME_LIMIT_MS} from '../../src/features/solution-worker/runner';
import {stoppedText} from '../../src/features/tested-cases/CodeRunner/report';
import {BASE_URL} from '../../src/site';
import {SITE_DIR, expect, gotoRoute, test} from './fixtures';

const ROUTE = '/LeetCode/Binary Search/';
const N = binarySearchCases.length;

/** The reader's Binary Search, in TypeScript: annotations, a non-null assertion and a `const` typed. */
const CORRECT = `export function search(nums: number[], target: number): number {
let low = 0;
let high: number = nums.length - 1;
while (low <= high) {
const mid = (low + high) >> 1;
if (nums[mid] === target) return mid;
if (nums[mid]! < target) low = mid + 1;
else high = mid - 1;
}
return -1;
}
`;
/** The same with a bug: a target that is absent gives -2. */
const WRONG = CORRECT.replace('return -1;', 'return -2;');
const RUNAWAY = 'export function search(nums: number[], target: number): number {\nwhile (true) {}\n}\n';

const sectionOf = (page: Page) => page.locator('article details').filter({has: page.locator('summary', {hasText: /^Tested cases/})});
const ownOf = (section: Locator) => section.getByRole('region', {name: 'Write your own'});
const editorOf = (own: Locator) => own.getByRole('textbox', {name: 'Your code'});

async function openEditor(page: Page): Promise<Locator> {
  const section = sectionOf(page);
  await section.locator('summary').first().click();
  const own = ownOf(section);
  await own.getByRole('button', {name: 'Open the editor'}).click();
  await expect(editorOf(own)).toBeFocused();
  return own;
}

/** Replaces the editor's text as a reader's paste would. */
async function write(page: Page, own: Locator, code: string) {
  await editorOf(own).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

async function runAgainstTests(own: Locator) {
  await own.getByRole('button', {name: 'Run against the tests'}).click();
}

test.describe('Write your own, on Binary Search', () => {
  test('opens with the signature of solution.ts and an empty body', async ({page}) => {
    await gotoRoute(page, ROUTE);
    const own = await openEditor(page);
    await expect(editorOf(own)).toHaveText('export function search(nums: number[], target: number): number {  }');
  });

  test('a correct TypeScript solution passes every case, and the problem index marks it solved, filters by it and clears it', async ({
    page,
  }) => {
    await gotoRoute(page, ROUTE);
    const own = await openEditor(page);
    await write(page, own, CORRECT);
    await runAgainstTests(own);
    await expect(own.locator('p[role="status"]')).toHaveText(new RegExp(`^${N} of ${N} passed in `));
    await expect(own.getByRole('listitem').filter({hasText: /^✗ Failed: /})).toHaveCount(0);
    await expect(own).toContainText('Solved: every case passed.');

    await gotoRoute(page, '/');
    const row = page.getByRole('row').filter({has: page.getByRole('link', {name: '704. Binary Search'})});
    await expect(row).toContainText('✓ Solved');
    // In bold, smaller than the title, and never broken between the tick and the word.
    const mark = row.getByText('✓\u00a0Solved');
    await expect(mark).toHaveCSS('font-weight', '700');
    expect(parseFloat(await mark.evaluate((element) => getComputedStyle(element).fontSize))).toBeLessThan(
      parseFloat(await row.getByRole('link').evaluate((element) => getComputedStyle(element).fontSize)),
    );
    const solvedRows = page.locator('tbody tr').filter({hasText: '✓ Solved'});
    await expect(solvedRows).toHaveCount(1);
    const progress = page.getByRole('group', {name: 'Progress on this device'});
    await progress.getByLabel('Solved', {exact: true}).check();
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(row).toBeVisible();
    await progress.getByLabel('Not solved').check();
    await expect(page.getByText(/^Showing \d+ of \d+ write-ups$/)).toHaveText(/^Showing (\d+) of (\d+) write-ups$/);
    const [shown, total] = ((await page.getByText(/^Showing \d+ of \d+ write-ups$/).textContent()) ?? '').match(/\d+/g)!.map(Number);
    expect(shown).toBe(total! - 1);
    await expect(row).toHaveCount(0);

    // Clearing asks first; keeping them changes nothing.
    await progress.getByRole('button', {name: 'Clear solved marks…'}).click();
    await progress.getByRole('button', {name: 'Keep them'}).click();
    await expect(progress).toContainText('1 solved on this device.');
    await progress.getByRole('button', {name: 'Clear solved marks…'}).click();
    await progress.getByRole('button', {name: 'Clear the marks'}).click();
    await expect(progress).toContainText('0 solved on this device.');
    await progress.getByLabel('All').check();
    await expect(page.locator('tbody tr').filter({hasText: '✓ Solved'})).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('group', {name: 'Progress on this device'})).toContainText('0 solved on this device.');
  });

  test('a wrong solution reports each failing case with the value returned and the value expected, and marks nothing', async ({page}) => {
    await gotoRoute(page, ROUTE);
    const own = await openEditor(page);
    await write(page, own, WRONG);
    await runAgainstTests(own);
    const missing = binarySearchCases.filter(({expected}) => expected === -1);
    await expect(own.locator('p[role="status"]')).toContainText(`${N - missing.length} of ${N} passed`);
    const failed = own.getByRole('listitem').filter({hasText: /^✗ Failed: /});
    await expect(failed).toHaveCount(missing.length);
    await expect(failed.first()).toHaveText(`✗ Failed: ${missing[0]!.name} — returned -2, expected -1`);
    await expect(own).not.toContainText('Solved: every case passed.');
    expect(await page.evaluate(() => localStorage.getItem('solve-problems:solved'))).toBeNull();
  });

  test('a runaway is stopped at the time limit, and the next run works', async ({page}) => {
    await gotoRoute(page, ROUTE);
    const own = await openEditor(page);
    await write(page, own, RUNAWAY);
    await runAgainstTests(own);
    await expect(own.locator('p[role="status"]')).toContainText(stoppedText(TIME_LIMIT_MS), {timeout: TIME_LIMIT_MS + 20_000});
    await write(page, own, CORRECT);
    await runAgainstTests(own);
    await expect(own.locator('p[role="status"]')).toContainText(`${N} of ${N} passed`);
  });

  test('a syntax error is given with its line and column, and an exception with its message', async ({page}) => {
    await gotoRoute(page, ROUTE);
    const own = await openEditor(page);
    await write(page, own, 'export function search(nums: number[], target: number): number {\n  return nums.indexOf(target) +;\n}\n');
    await runAgainstTests(own);
    await expect(own.locator('p[role="status"]')).toHaveText(
      'The tests could not run: your code has a syntax error at line 2, column 32: Unexpected token.',
    );
    await write(page, own, "export function search(nums: number[], target: number): number {\n  throw new RangeError('not yet');\n}\n");
    await runAgainstTests(own);
    await expect(own.getByRole('listitem').first()).toContainText('threw RangeError: not yet');
  });

  test('the draft survives a reload', async ({page}) => {
    await gotoRoute(page, ROUTE);
    let own = await openEditor(page);
    await write(page, own, WRONG);
    await page.reload();
    own = await openEditor(page);
    await expect(editorOf(own)).toContainText('return -2;');
    await own.getByRole('button', {name: 'Start again from the signature'}).click();
    await expect(editorOf(own)).toHaveText('export function search(nums: number[], target: number): number {  }');
  });

  test('nothing of the editor is fetched before the reader opens it, and its first use is at most 200 KB gzip', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url());
    });
    await gotoRoute(page, ROUTE);
    const section = sectionOf(page);
    await section.locator('summary').first().click();
    await section.getByRole('button', {name: 'Run the tests'}).click();
    await expect(section.locator('p[role="status"]').first()).toContainText('passed');
    await page.waitForLoadState('networkidle');
    const before = new Set(scripts);

    await ownOf(section).getByRole('button', {name: 'Open the editor'}).click();
    await expect(editorOf(ownOf(section))).toBeFocused();
    await page.waitForLoadState('networkidle');
    const editorFiles = scripts.filter((url) => !before.has(url));
    expect(editorFiles.length).toBeGreaterThan(0);
    const gzip = editorFiles.reduce((total, url) => {
      const file = decodeURIComponent(new URL(url).pathname).slice(BASE_URL.length);
      return total + gzipSync(readFileSync(path.join(SITE_DIR, 'build', file))).length;
    }, 0);
    console.log(`The editor's first use: ${editorFiles.length} files, ${(gzip / 1024).toFixed(1)} KB gzip`);
    expect(gzip).toBeLessThanOrEqual(200 * 1024);
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`Write your own works by keyboard alone on a 390 px phone in ${theme} mode, Tab leaves the editor, axe clean`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await gotoRoute(page, ROUTE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const section = sectionOf(page);
    await section.locator('summary').first().focus();
    await page.keyboard.press('Enter');
    const open = ownOf(section).getByRole('button', {name: 'Open the editor'});
    await expect(open).toBeVisible();
    while (!(await open.evaluate((button) => button === document.activeElement))) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const own = ownOf(section);
    await expect(editorOf(own)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(CORRECT);
    await page.keyboard.press('Tab');
    await expect(own.getByRole('button', {name: 'Start again from the signature'})).toBeFocused();
    await expect(editorOf(own)).toContainText('return -1;');
    await page.keyboard.press('Tab');
    await expect(own.getByRole('button', {name: 'Run against the tests'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(own.locator('p[role="status"]')).toContainText(`${N} of ${N} passed`);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const results = await new AxeBuilder({page}).include('article details').analyze();
    expect(results.violations.map(({id, nodes}) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
