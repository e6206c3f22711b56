/**
 * The code runner under `npm start`: the development bundle serves the
 * worker and the page's compiled solution.ts otherwise than the build (no
 * hashed directory, each module in an eval() for its source map), and an edit of
 * solution.ts reaches the next run without a page load; so does an edit of
 * its stylesheet, which loads with it (src/on-demand-styles).
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {cases} from '../../docs/LeetCode/Binary Search/cases';
import {editFile, expect, isSameDocument, openRoute, openRunner, test} from './fixtures';

const WRITE_UP = 'LeetCode/Binary Search';

test('runs the tests and the reader’s arguments, and the next run after an edit of solution.ts runs the edited code', async ({
  page,
  devServer,
}) => {
  await openRoute(page, devServer, `${WRITE_UP}/`);
  // In a run of the whole dev suite the section was once closed again after the click that opened it, on the
  // server's first page: a page module that arrives after the first render renders it anew, closed, as after the edit
  // below. A reader would open it again, and so does the test.
  const {section, runTests} = await openRunner(page);
  const status = section.locator('p[role="status"]');
  await runTests.click();
  await expect(status).toContainText(`${cases.length} of ${cases.length} passed in `);

  await section.getByLabel('target', {exact: true}).fill('12');
  await section.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(section.locator('form [role="status"]')).toContainText('The solution returned 5 in ');

  const file = path.join(devServer.siteDir, 'docs', WRITE_UP, 'solution.ts');
  const original = readFileSync(file, 'utf8');
  expect(original).toContain('return -1;');
  writeFileSync(file, original.replace('return -1;', 'return -2;'));
  try {
    // The edit reaches the open tab as a new page module, which renders the section anew, closed: the owner opens
    // it again and runs the edited code, with no page load.
    await expect(page.locator('pre').filter({hasText: 'return -2;'}).first()).toBeAttached();
    await section.locator('summary').first().click();
    await runTests.click();
    const missing = cases.filter(({expected}) => expected === -1).length;
    await expect(status).toContainText(`${cases.length - missing} of ${cases.length} passed`);
    expect(await isSameDocument(page)).toBe(true);
  } finally {
    writeFileSync(file, original);
  }
});

test('styles the runner’s fields from its own stylesheet, and an edit of that file shows in the open tab', async ({page, devServer}) => {
  await openRoute(page, devServer, `${WRITE_UP}/`);
  const {section} = await openRunner(page);
  const field = section.getByLabel('target', {exact: true});
  await expect(field).toHaveCSS('margin-top', '4px');
  const stylesheet = path.join(devServer.siteDir, 'src/features/tested-cases/CodeRunner/styles.on-demand.css');
  const restore = editFile(stylesheet, /(\.code-runner-input \{[^}]*margin-top: )0\.25rem/, '$10.75rem');
  try {
    // Docusaurus 3.7 has no React Refresh: after any edit it renders the app anew, the section closed. The owner opens it again.
    await expect(async () => {
      await openRunner(page);
      await expect(field).toHaveCSS('margin-top', '12px', {timeout: 2_000});
    }).toPass({timeout: 30_000});
    expect(await isSameDocument(page)).toBe(true);
  } finally {
    restore();
  }
  await expect(async () => {
    await openRunner(page);
    await expect(field).toHaveCSS('margin-top', '4px', {timeout: 2_000});
  }).toPass({timeout: 30_000});
});
