/**
 * The dev-server tests' fixtures: those of the browser tests (tests/e2e/fixtures.ts)
 * and one `npm start` per worker (scripts/lib/dev-server.ts), shared by the tests
 * (and one `npm run write`, for the tests of focused writing),
 * which edit the site in turn and undo their edits. The site is a new scratch
 * copy of this checkout, removed afterwards, or the copy named by
 * E2E_DEV_SITE_DIR (the 2,000-write-up copy of `npm run test:scale`), kept.
 */
import {mkdtempSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, isSameDocument, markDocument, test as base, waitForHydration, type ConsoleProblems} from '../e2e/fixtures';
import {removeScratchSite, startDevServer, type DevServer} from '../../scripts/lib/dev-server';
import {createScratchSite} from '../../scripts/lib/scratch-site';
import {SIZE_TAG} from './size';

export {expect, flipSystemColourScheme, isSameDocument} from '../e2e/fixtures';
export type {DevServer};

/** Marks a test whose subject is the site's size (./size.ts). */
export const SIZE = {tag: SIZE_TAG};

/** The write-up that `npm run write` is focused on in the tests of focused writing. */
export const FOCUSED_WRITE_UP = 'LeetCode/Binary Search';

/**
 * Runs `npm start`, or `npm run write` focused on a write-up, for the tests of a worker, in the given copy or a new
 * one. The two servers of a worker are alive together and each edits its own copy: at 2,000 write-ups (the given
 * copy of test:scale), the focused tests' edits in a shared copy ended npm start's server, whose next test then
 * found no server; the focused server gets a copy of the given one.
 */
async function serve(use: (server: DevServer) => Promise<void>, focus?: string): Promise<void> {
  const given = process.env.E2E_DEV_SITE_DIR;
  const own = given === undefined || focus !== undefined;
  const siteDir = own ? scratchCopy() : given;
  const server = await startDevServer({siteDir, focus});
  await use(server);
  await server.stop();
  if (own) removeScratchSite(server.siteDir);
}

/**
 * A new scratch copy of the site the tests run on (this checkout, or the copy named by E2E_DEV_SITE_DIR), in a folder
 * whose path has a space and Chinese characters; removeScratchSite removes it.
 */
export function scratchCopy(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'dev server 開發-')), 'site');
  return createScratchSite({prefix: '', dir, projectDir: process.env.E2E_DEV_SITE_DIR});
}

export const test = base.extend<object, {devServer: DevServer; focusedServer: DevServer}>({
  devServer: [async ({}, use) => serve(use), {scope: 'worker', timeout: 300_000}],
  focusedServer: [async ({}, use) => serve(use, FOCUSED_WRITE_UP), {scope: 'worker', timeout: 300_000}],
});

/**
 * What the dev server's client logs when it shows a compile error instead of updating the page: with the source
 * location of its logger under `npm run write`, whose modules are named in an eval() (src/dev-compilation).
 */
export const RELOAD_PREVENTED =
  /^console error: \[webpack-dev-server\] Errors while compiling\. Reload prevented\.(?: \(webpack:\/\/[^)]*\))?$/;

/** Replaces `from` with `to` in a file, checking that `from` is there; returns a function that restores the file. */
export function editFile(file: string, from: string | RegExp, to: string): () => void {
  const original = readFileSync(file, 'utf8');
  const edited = original.replace(from, to);
  expect(edited, `${file} should contain ${String(from)}`).not.toBe(original);
  saveAtOnce(file, edited);
  return () => saveAtOnce(file, original);
}

/**
 * Saves a file as an editor's atomic save does, by renaming a whole new copy over it: the server never reads it
 * half-written. A plain write empties the file first, and a server that read it then (on a loaded machine)
 * reported a page without front matter.
 */
function saveAtOnce(file: string, text: string): void {
  const copy = `${file}.saving`;
  writeFileSync(copy, text);
  renameSync(copy, file);
}

/** Opens a route of the dev server's site and marks the document, so that a later full page load shows. */
export async function openRoute(page: Page, server: DevServer, route: string): Promise<void> {
  await page.goto(`${server.url}${encodeURI(route)}`);
  await waitForHydration(page);
  await markDocument(page);
}

/**
 * The owner saves a bad front matter in an open write-up (`difficulty: Ease`): the server reports it in the terminal
 * and in the page's overlay, naming the file, the field and the fix; the fix brings the page back without a reload.
 * The write-up is opened first, unless `inOpenTab` says it is open already, in the state a test has left it.
 */
export async function expectBadFrontMatterReportedAndFixed(
  page: Page,
  server: DevServer,
  writeUp: string,
  consoleProblems: ConsoleProblems,
  {inOpenTab = false}: {inOpenTab?: boolean} = {},
) {
  const file = `docs/${writeUp}/README.mdx`;
  const report = `Write-up ${file}: front matter field "difficulty" is "Ease"; allowed: Easy, Medium, Hard.`;
  // The dev server's client logs the error and that it shows it instead of updating
  // the page, and the page's module throws it when the update runs: the same report.
  consoleProblems.allow(RELOAD_PREVENTED);
  consoleProblems.allow(new RegExp(`Write-up ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: front matter field "difficulty" is "Ease"`));
  if (!inOpenTab) await openRoute(page, server, `${writeUp}/`);
  const printed = server.output().length;
  const readme = path.join(server.siteDir, file);
  const restore = editFile(readme, /^difficulty: Easy$/m, 'difficulty: Ease');
  try {
    await expect.poll(() => server.output().slice(printed), {timeout: 60_000}).toContain(report);
    const overlay = page.locator('#webpack-dev-server-client-overlay');
    await expect(overlay.contentFrame().getByText(report).first()).toBeVisible();

    restore();
    editFile(readme, '## Problem\n', '## Problem\n\nBack after the fix.\n');
    await expect(overlay).toHaveCount(0);
    await expect(page.getByText('Back after the fix.')).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  } finally {
    restore();
  }
}

/**
 * The owner edits an open write-up's solution.ts: its What the tests catch figures turn into a note that they are
 * out of date, naming `refresh` (the command and its time); a refreshed report brings them back without a reload.
 */
export async function expectMutationFiguresRefreshed(page: Page, server: DevServer, writeUp: string, refresh: string) {
  await openRoute(page, server, `${writeUp}/`);
  const section = page.locator('article details').filter({has: page.locator('summary', {hasText: /^What the tests catch/})});
  const summary = section.locator('summary');
  const figures = /^What the tests catch: \d+ of \d+ changed versions$/;
  await expect(summary).toHaveText(figures);
  const solution = path.join(server.siteDir, 'docs', writeUp, 'solution.ts');
  const reportFile = path.join(server.siteDir, 'stryker-incremental.json');
  const report = readFileSync(reportFile, 'utf8');
  // At the end, so that the measured lines stay where they are.
  const restore = editFile(solution, /$/, '// A comment typed while the page is open.\n');
  try {
    await expect(summary).toHaveText('What the tests catch: figures out of date');
    await summary.click();
    await expect(section.getByRole('listitem')).toHaveText([`solution.ts: no figures for its code as it is now; ${refresh} measures it.`]);
    expect(await isSameDocument(page)).toBe(true);

    // What a refresh writes for a comment: the same mutants, measured on the new text.
    const refreshed = JSON.parse(report) as {files: Record<string, {source: string}>};
    refreshed.files[`docs/${writeUp}/solution.ts`]!.source = readFileSync(solution, 'utf8');
    writeFileSync(reportFile, JSON.stringify(refreshed));
    await expect(summary).toHaveText(figures);
    expect(await isSameDocument(page)).toBe(true);
  } finally {
    restore();
    writeFileSync(reportFile, report);
  }
  await expect(summary).toHaveText(figures);
}

/** Opens the Tested cases section of the open write-up until its runner shows (code-runner.spec.ts's first test says why it may close). */
export async function openRunner(page: Page) {
  const section = page.locator('article details').filter({has: page.locator('summary', {hasText: /^Tested cases/})});
  const runTests = section.getByRole('button', {name: 'Run the tests'});
  await expect(async () => {
    if (!(await section.evaluate((details) => (details as HTMLDetailsElement).open))) await section.locator('summary').first().click();
    await expect(runTests).toBeVisible({timeout: 2_000});
  }).toPass({timeout: 30_000});
  return {section, runTests};
}

/** A Step through section's summary: "Step through: search(…), 20 steps". */
export const STEP_THROUGH = /^Step through: /;

/**
 * Opens the Step through under solution.ts and expects its stepper's status, "Step 1 of 20, line 3.": the page is
 * drawn in the browser here, whose module has no table of steps, so the stepper records them. An edit draws the
 * page again, with the section closed: it is opened until the status shows.
 */
export async function expectStepperStatus(page: Page, status: string) {
  const section = page
    .locator('article details')
    .filter({has: page.locator('summary', {hasText: STEP_THROUGH})})
    .first();
  await expect(async () => {
    if (!(await section.evaluate((details) => (details as HTMLDetailsElement).open))) await section.locator('summary').click();
    await expect(section.locator('[aria-live="polite"]')).toHaveText(status, {timeout: 3000});
  }).toPass();
}
