/**
 * Focused writing: `npm run write -- <write-up>` serves that write-up, the
 * introduction and the home page only, and the owner's loop works as under
 * `npm start`: every saved edit shows in the open tab without a page load, a
 * bad front matter is reported and its fix brings the page back, and links to
 * write-ups outside the focused set go to their published pages.
 */
import path from 'node:path';
import type {Page} from '@playwright/test';
import {
  FOCUSED_WRITE_UP,
  editFile,
  expect,
  expectBadFrontMatterReportedAndFixed,
  expectMutationFiguresRefreshed,
  expectStepperStatus,
  isSameDocument,
  openRoute,
  openRunner,
  SIZE,
  test,
  type DevServer,
} from './fixtures';

// The tests edit the one copy in turn.
test.describe.configure({mode: 'serial'});

const fileOf = (server: DevServer, name: string) => path.join(server.siteDir, 'docs', FOCUSED_WRITE_UP, name);
const openWriteUp = (page: Page, server: DevServer) => openRoute(page, server, `${FOCUSED_WRITE_UP}/`);

/** Another write-up, in the copy but outside the focused set. */
const OUTSIDE = {route: 'LeetCode/Ransom Note/', title: 'Ransom Note'};
const PUBLISHED_OUTSIDE = `https://solve-problems-owner.github.io/solve-problems/LeetCode/Ransom%20Note/`;

test('serves the focused write-up, the introduction and the home page, and no other write-up', SIZE, async ({page, focusedServer}) => {
  await openWriteUp(page, focusedServer);
  await expect(page.getByRole('heading', {level: 1, name: 'Binary Search'})).toBeVisible();
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect(sidebar.getByRole('link', {name: 'Binary Search', exact: true})).toBeVisible();
  await expect(sidebar.getByRole('link', {name: OUTSIDE.title, exact: true})).toHaveCount(0);

  await openRoute(page, focusedServer, '');
  // The problem index lists the focused write-up alone.
  await expect(page.getByRole('rowheader')).toHaveText(['704. Binary Search']);

  await page.goto(`${focusedServer.url}${encodeURI(OUTSIDE.route)}`);
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
});

test('sends its scripts uncompressed to this machine, where gzip would only cost the server time', async ({page, focusedServer}) => {
  // src/dev-compilation: the dev server's own `compress`, set through the webpack configuration's devServer.
  const response = await page.request.get(`${focusedServer.url}main.js`, {headers: {'accept-encoding': 'gzip'}});
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-encoding']).toBeUndefined();
  expect((await response.body()).length).toBeGreaterThan(1_000_000);
});

test('serves its modules each in an eval() named after its file, without the source maps npm start keeps', async ({
  page,
  focusedServer,
}) => {
  // src/dev-compilation: FOCUSED_DEVTOOL.
  const main = await (await page.request.get(`${focusedServer.url}main.js`)).text();
  // Booleans: a failure would otherwise print the 5 MB script.
  expect(/sourceURL=webpack:\/\/[^\n"]*src\/features\/katex-stylesheet\/client\.ts/.test(main), 'a module named by its file').toBe(true);
  expect(main.includes('sourceMappingURL=data:application/json'), 'a source map in main.js').toBe(false);
});

test('edits of README.mdx, solution.ts and cases.ts show in the open tab without a page load', SIZE, async ({page, focusedServer}) => {
  await openWriteUp(page, focusedServer);
  const restores = [
    editFile(fileOf(focusedServer, 'README.mdx'), '## Problem\n', '## Problem\n\nA sentence typed while focused.\n'),
    editFile(fileOf(focusedServer, 'solution.ts'), /^/, '// A comment typed while focused.\n'),
    editFile(fileOf(focusedServer, 'cases.ts'), "name: 'finds the only element'", "name: 'finds the one and only element'"),
  ];
  try {
    await expect(page.getByText('A sentence typed while focused.')).toBeVisible();
    await expect(page.locator('pre').filter({hasText: 'A comment typed while focused.'})).toHaveCount(2);
    await expect(page.getByText('finds the one and only element')).toBeAttached();
    expect(await isSameDocument(page)).toBe(true);
  } finally {
    restores.forEach((restore) => restore());
  }
  await expect(page.getByText('A sentence typed while focused.')).toHaveCount(0);
});

test('an edited solution.ts names the command that refreshes its mutation figures, and the refreshed report shows them live', async ({
  page,
  focusedServer,
}) => {
  await expectMutationFiguresRefreshed(
    page,
    focusedServer,
    FOCUSED_WRITE_UP,
    `npm run mutation:write-up -- "${FOCUSED_WRITE_UP}" (under a minute)`,
  );
});

test('links to a write-up outside the focused set, by route or by file, go to its published page', async ({page, focusedServer}) => {
  await openWriteUp(page, focusedServer);
  const restore = editFile(
    fileOf(focusedServer, 'README.mdx'),
    '## Problem\n',
    `## Problem\n\nCompare [by route](</${OUTSIDE.route}>) and [by file](<../${OUTSIDE.title}/README.mdx#approach>).\n`,
  );
  try {
    await expect(page.getByRole('link', {name: 'by route'})).toHaveAttribute('href', PUBLISHED_OUTSIDE);
    await expect(page.getByRole('link', {name: 'by file'})).toHaveAttribute('href', `${PUBLISHED_OUTSIDE}#approach`);
    expect(await isSameDocument(page)).toBe(true);
  } finally {
    restore();
  }
});

test('a bad front matter is reported with the file, the field and the fix, and its fix brings the page back', async ({
  page,
  focusedServer,
  consoleProblems,
}) => {
  await expectBadFrontMatterReportedAndFixed(page, focusedServer, FOCUSED_WRITE_UP, consoleProblems);
});

test('the runner, the stepper and the search dialog are compiled on first use and work, and with them open the fix of a bad front matter brings the page back', async ({
  page,
  focusedServer,
  consoleProblems,
}) => {
  // Rspack's lazy compilation asks its own server for a module when the page first imports it (src/dev-compilation/on-click.ts).
  const compiledOnRequest: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/lazy-compilation-using-')) compiledOnRequest.push(decodeURIComponent(request.url()));
  });
  await openWriteUp(page, focusedServer);
  expect(compiledOnRequest).toEqual([]);

  const {section, runTests} = await openRunner(page);
  await runTests.click();
  await expect(section.locator('p[role="status"]')).toContainText(/^(\d+) of \1 passed in /);
  await expectStepperStatus(page, 'Step 1 of 20, line 3.');
  await page.getByRole('button', {name: /^Search( Ctrl K)?$/}).click();
  const search = page.getByRole('dialog', {name: 'Search the write-ups'});
  await expect(search).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toHaveCount(0);
  for (const component of ['CodeRunner', 'PageStepper', 'SearchDialog']) {
    expect(
      compiledOnRequest.some((url) => url.includes(component)),
      component,
    ).toBe(true);
  }

  await expectBadFrontMatterReportedAndFixed(page, focusedServer, FOCUSED_WRITE_UP, consoleProblems, {inOpenTab: true});
});
