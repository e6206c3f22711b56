/**
 * Rspack's persistent cache (src/focused-writing/persistent-cache.ts): a second start of
 * `npm run write` restores what the first compiled, and still
 * shows everything saved while the server was stopped: the write-up's
 * solution.ts and cases.ts, and the code under src/ that builds the page from
 * its unchanged README.mdx, which Rspack does not check by itself. A start on
 * another write-up begins from that cache, and no page keeps what it worked
 * out for the first focus.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {cacheDirectory, focusCacheFolder, writeCacheVersion} from '../../src/focused-writing/persistent-cache';
import {removeScratchSite, startDevServer} from '../../scripts/lib/dev-server';
import {FOCUSED_WRITE_UP, editFile, expect, openRoute, scratchCopy, test} from './fixtures';

const WRITE_UP = FOCUSED_WRITE_UP;

/** Edits saved while the server is stopped, each with what shows on the page once the server is back. */
const EDITS = [
  {file: `docs/${WRITE_UP}/solution.ts`, from: /^/, to: '// A comment saved while the server was stopped.\n'},
  {file: `docs/${WRITE_UP}/cases.ts`, from: "name: 'finds the only element'", to: "name: 'finds the only element, saved while stopped'"},
  // The build step that labels the hints, which runs on README.mdx (unchanged): no module of the page imports it.
  {file: 'src/features/hints/show-hints.ts', from: '`Hint ${index + 1} of', to: '`Clue ${index + 1} of'},
];

test('npm run write, started again, restores its cache and shows the edits saved while it was stopped', async ({page}) => {
  test.setTimeout(300_000);
  const focus = WRITE_UP;
  const siteDir = scratchCopy();
  try {
    const first = await startDevServer({siteDir, focus});
    await openRoute(page, first, `${WRITE_UP}/`);
    await expect(page.getByText('Hint 1 of 3', {exact: true})).toBeVisible();
    // Leave the page first: its live-reload socket would report the stopped server.
    await page.goto('about:blank');
    await first.stop();
    // In the folder named after its version and focus, which src/focused-writing/cache-folders.ts keeps as the one used last.
    const written = path.join(cacheDirectory(path.join(siteDir, '.docusaurus')), focusCacheFolder(writeCacheVersion(siteDir), focus));
    expect(readdirSync(written), 'the cache written by the first start').not.toHaveLength(0);

    for (const {file, from, to} of EDITS) editFile(path.join(siteDir, file), from, to);
    const second = await startDevServer({siteDir, focus});
    try {
      await openRoute(page, second, `${WRITE_UP}/`);
      await expect(page.locator('pre').filter({hasText: 'A comment saved while the server was stopped.'})).toHaveCount(2);
      await expect(page.getByText('finds the only element, saved while stopped')).toBeAttached();
      await expect(page.getByText('Clue 1 of 3', {exact: true})).toBeVisible();
    } finally {
      await page.goto('about:blank');
      await second.stop();
    }
  } finally {
    removeScratchSite(siteDir);
  }
});

test('npm run write on another write-up starts from the last one’s cache, and the introduction’s links follow the new focus', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const other = {focus: 'LeetCode/Ransom Note', title: 'Ransom Note'};
  const siteDir = scratchCopy();
  try {
    const intro = path.join(siteDir, 'docs/intro.mdx');
    editFile(intro, 'The [home page](/)', `Start with [${other.title}](</${other.focus}/>). The [home page](/)`);
    const link = page.getByRole('article').getByRole('link', {name: other.title, exact: true});

    const first = await startDevServer({siteDir, focus: WRITE_UP});
    await openRoute(page, first, 'intro/');
    // Outside the focused set: the published page.
    await expect(link).toHaveAttribute('href', `https://solve-problems-owner.github.io/solve-problems/${encodeURI(other.focus)}/`);
    await page.goto('about:blank');
    await first.stop();

    const second = await startDevServer({siteDir, focus: other.focus});
    try {
      const caches = readdirSync(cacheDirectory(path.join(siteDir, '.docusaurus')));
      const version = writeCacheVersion(siteDir);
      expect(caches.sort()).toEqual([focusCacheFolder(version, WRITE_UP), focusCacheFolder(version, other.focus)].sort());
      await openRoute(page, second, 'intro/');
      // The focused write-up now: its page on this server, not the introduction compiled for the first focus.
      await expect(link).toHaveAttribute('href', `/solve-problems/${other.focus}/`);
      await link.click();
      await expect(page.getByRole('heading', {level: 1, name: other.title})).toBeVisible();
    } finally {
      await page.goto('about:blank');
      await second.stop();
    }
  } finally {
    removeScratchSite(siteDir);
  }
});
