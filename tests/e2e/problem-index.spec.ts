import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import matter from 'gray-matter';
import {completeWriteUpFrontMatter, type WriteUpFrontMatter} from '../../src/write-up/front-matter';
import {PLATFORMS, difficultyLevel, type DifficultyLevel} from '../../src/platforms';
import {PAGE_SIZE} from '../../src/features/problem-index/ProblemIndex/filter';
import type {CompactProblem, ProblemIndexData} from '../../src/features/problem-index/types';
import {chunkUrl, expect, gotoRoute, test} from './fixtures';

/**
 * The home page's problem index on the production build. Expectations come
 * from the write-ups' front matter under docs/, read here the way the build
 * validates it, so the tests follow whatever write-ups exist.
 */

type WriteUp = Omit<WriteUpFrontMatter, 'topics'> & {topics: string[]; level: DifficultyLevel; label: string};

const docsDir = path.resolve(__dirname, '../../docs');

const writeUps: WriteUp[] = PLATFORMS.flatMap((platform) =>
  readdirSync(path.join(docsDir, platform), {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && readdirSync(path.join(docsDir, platform, entry.name)).includes('README.mdx'))
    .map((entry) => {
      const file = path.join(docsDir, platform, entry.name, 'README.mdx');
      const {data} = matter(readFileSync(file, 'utf8'));
      const frontMatter = completeWriteUpFrontMatter(file, data);
      const label = frontMatter.number === undefined ? frontMatter.title : `${frontMatter.number}. ${frontMatter.title}`;
      return {...frontMatter, level: difficultyLevel(frontMatter.difficulty), label};
    }),
).sort(
  (a, b) =>
    PLATFORMS.indexOf(a.platform) - PLATFORMS.indexOf(b.platform) ||
    (a.number ?? 0) - (b.number ?? 0) ||
    a.title.localeCompare(b.title, 'en'),
);
const total = writeUps.length;

/** The most common topic among some write-ups, and how many carry it. */
function commonestTopic(among: WriteUp[], except: string[] = []): string | undefined {
  const counts = new Map<string, number>();
  for (const writeUp of among) {
    for (const topic of writeUp.topics) if (!except.includes(topic)) counts.set(topic, (counts.get(topic) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

const summary = (shown: number) => `Showing ${shown} of ${total} ${total === 1 ? 'write-up' : 'write-ups'}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function index(page: Page): Locator {
  return page.locator('section[aria-labelledby="problems"]');
}

function checkbox(page: Page, group: 'Platform' | 'Difficulty' | 'Topics', name: string): Locator {
  return index(page)
    .getByRole('group', {name: group})
    .getByRole('checkbox', {name: new RegExp(`^${escape(name)} \\(\\d+\\)$`)});
}

async function openHome(page: Page, query = '') {
  await page.goto(`./${query}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/** The index shows exactly these write-ups (the first page of them, and the count of all). */
async function expectShown(page: Page, expected: WriteUp[]) {
  await expect(index(page).locator('[aria-live="polite"]')).toHaveText(summary(expected.length));
  await expect(index(page).locator('table tbody tr th a')).toHaveText(expected.slice(0, PAGE_SIZE).map((w) => w.label));
}

/**
 * Serves the home page's problem data (its webpack chunk, run here the way the
 * browser would run it) with `count` rows: the real write-ups over and over,
 * each copy titled "<title> (copy <n>)" and linked to the real page.
 */
async function serveScaledIndex(page: Page, count: number) {
  await page.route(chunkUrl('/', 'problems'), async (route) => {
    const response = await route.fetch();
    // A webpack chunk pushes [chunk ids, {module id: module function}] onto a global array of `self`.
    type Chunk = [(string | number)[], Record<string, (module: {exports: unknown}) => void>];
    const self: Record<string, Chunk[]> = {};
    vm.runInNewContext(await response.text(), {self});
    const [global, chunks] = Object.entries(self)[0]!;
    const [chunkIds, modules] = chunks[0]!;
    expect(Object.keys(modules), 'the home page data chunk holds one module, the data').toHaveLength(1);
    const [moduleId, load] = Object.entries(modules)[0]!;
    const module = {exports: undefined as unknown};
    load(module);
    const data = module.exports as ProblemIndexData;
    const rows = data.problems;
    data.problems = Array.from({length: count}, (_, i): CompactProblem => {
      const [title, platform, difficulty, number, topics, permalink] = rows[i % rows.length]!;
      const link = permalink ?? `${data.base}${data.platforms[platform]}/${title}/`;
      return [`${title} (copy ${i + 1})`, platform, difficulty, number, topics, link];
    });
    const body = `(self.${global}=self.${global}||[]).push([${JSON.stringify(chunkIds)},{${JSON.stringify(moduleId)}:function(module){module.exports=${JSON.stringify(data)}}}]);`;
    await route.fulfill({response, body});
  });
}

test.describe('the problem index on the home page', () => {
  test('keeps the title, tagline and per-platform counts above the index', async ({page}) => {
    await openHome(page);
    await expect(page.getByRole('heading', {level: 1, name: '解題筆記'})).toBeVisible();
    const counts = page.getByRole('list', {name: 'Write-ups per platform'}).getByRole('link');
    await expect(counts).toHaveText(
      PLATFORMS.map((platform) => {
        const count = writeUps.filter((w) => w.platform === platform).length;
        return `${platform}: ${count} ${count === 1 ? 'write-up' : 'write-ups'}`;
      }),
    );
  });

  test('lists every write-up with its link, platform, difficulty badge and topics', async ({page}) => {
    await openHome(page);
    await expectShown(page, writeUps);
    const rows = index(page).locator('table tbody tr');
    for (const [i, writeUp] of writeUps.slice(0, PAGE_SIZE).entries()) {
      const cells = rows.nth(i).locator('td');
      await expect(cells).toHaveText([writeUp.platform, writeUp.difficulty, writeUp.topics.join(', ')]);
      const href = await rows.nth(i).getByRole('link').getAttribute('href');
      expect(decodeURI(href ?? '')).toBe(`/solve-problems/${writeUp.platform}/${writeUp.title}/`);
    }
  });

  for (const platform of PLATFORMS) {
    test(`filters by platform: ${platform}`, async ({page}) => {
      await openHome(page);
      await checkbox(page, 'Platform', platform).check();
      await expectShown(
        page,
        writeUps.filter((w) => w.platform === platform),
      );
      await expect(page).toHaveURL(new RegExp(`\\?platform=${platform}$`));
    });
  }

  for (const level of ['Easy', 'Medium', 'Hard'] as const) {
    test(`filters by difficulty on the shared scale: ${level}`, async ({page}) => {
      await openHome(page);
      await checkbox(page, 'Difficulty', level).check();
      await expectShown(
        page,
        writeUps.filter((w) => w.level === level),
      );
      await expect(page).toHaveURL(new RegExp(`\\?difficulty=${level}$`));
    });
  }

  test('filters by several topics at once, keeping write-ups with every ticked topic', async ({page}) => {
    const first = commonestTopic(writeUps)!;
    const withFirst = writeUps.filter((w) => w.topics.includes(first));
    const second = commonestTopic(withFirst, [first]) ?? commonestTopic(writeUps, [first])!;
    await openHome(page);
    await checkbox(page, 'Topics', first).check();
    await expectShown(page, withFirst);
    await checkbox(page, 'Topics', second).check();
    await expectShown(
      page,
      withFirst.filter((w) => w.topics.includes(second)),
    );
    await expect(checkbox(page, 'Topics', first)).toBeChecked();
  });

  test('finds write-ups by a word of the title, whatever its case, or by number', async ({page}) => {
    const word =
      writeUps
        .at(-1)!
        .title.split(' ')
        .find((w) => w.length > 3) ?? writeUps.at(-1)!.title;
    const numbered = writeUps.find((w) => w.number !== undefined);
    expect(numbered, 'a write-up with a problem number').toBeDefined();
    await openHome(page);
    const search = index(page).getByRole('searchbox', {name: 'Title or number'});
    await search.fill(word.toUpperCase());
    await expectShown(
      page,
      writeUps.filter((w) => `${w.number ?? ''} ${w.title}`.toLowerCase().includes(word.toLowerCase())),
    );
    await search.fill(`#${numbered!.number}`);
    await expectShown(
      page,
      writeUps.filter((w) => `${w.number ?? ''} ${w.title}`.includes(String(numbered!.number))),
    );
    await expect(page).toHaveURL(new RegExp(`\\?q=%23${numbered!.number}$`));
  });

  test('updates the count next to each choice as filters change', async ({page}) => {
    const platform = PLATFORMS.find((p) => writeUps.some((w) => w.platform === p))!;
    const onPlatform = writeUps.filter((w) => w.platform === platform);
    await openHome(page);
    await checkbox(page, 'Platform', platform).check();
    for (const level of ['Easy', 'Medium', 'Hard'] as const) {
      const count = onPlatform.filter((w) => w.level === level).length;
      await expect(
        index(page)
          .getByRole('group', {name: 'Difficulty'})
          .getByRole('checkbox', {name: `${level} (${count})`}),
      ).toBeVisible();
    }
    // Other platforms keep their own count, so that they can be added.
    const others = PLATFORMS.filter((p) => p !== platform);
    expect(
      others.every((other) => writeUps.some((w) => w.platform === other)),
      'write-ups on every platform',
    ).toBe(true);
    for (const other of others) {
      const count = writeUps.filter((w) => w.platform === other).length;
      await expect(index(page).getByRole('checkbox', {name: `${other} (${count})`})).toBeVisible();
    }
  });

  test('combines every filter and keeps them in the URL', async ({page}) => {
    const target = writeUps.find((w) => w.number !== undefined) ?? writeUps[0]!;
    const word = target.title.split(' ')[0]!.toLowerCase();
    const topic = target.topics[0]!;
    const expected = writeUps.filter(
      (w) =>
        w.platform === target.platform &&
        w.level === target.level &&
        w.topics.includes(topic) &&
        `${w.number ?? ''} ${w.title}`.toLowerCase().includes(word),
    );
    await openHome(page);
    await checkbox(page, 'Platform', target.platform).check();
    await checkbox(page, 'Difficulty', target.level).check();
    await checkbox(page, 'Topics', topic).check();
    await index(page).getByRole('searchbox', {name: 'Title or number'}).fill(word);
    await expectShown(page, expected);
    const query = new URLSearchParams([
      ['platform', target.platform],
      ['difficulty', target.level],
      ['topic', topic],
      ['q', word],
    ]);
    await expect(page).toHaveURL(new RegExp(`/solve-problems/\\?${escape(query.toString())}$`));
  });

  test('opens a shared URL with the same filters ticked and the same write-ups', async ({browser}) => {
    const target = writeUps.at(-1)!;
    const topic = target.topics[0]!;
    const expected = writeUps.filter((w) => w.platform === target.platform && w.topics.includes(topic));
    const context = await browser.newContext();
    const page = await context.newPage();
    // A context of its own, without the fixtures' CDN block: KaTeX's stylesheet must not be waited for.
    await page.route(/cdn\.jsdelivr\.net/, (route) => route.abort());
    await openHome(
      page,
      `?${new URLSearchParams([
        ['platform', target.platform],
        ['topic', topic],
        ['q', ' '],
      ])}`,
    );
    await expectShown(page, expected);
    await expect(checkbox(page, 'Platform', target.platform)).toBeChecked();
    await expect(checkbox(page, 'Topics', topic)).toBeChecked();
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expectShown(page, expected);
    await context.close();
  });

  test('goes back and forward through filter changes', async ({page}) => {
    const platform = writeUps[0]!.platform;
    const topic = writeUps[0]!.topics[0]!;
    const onPlatform = writeUps.filter((w) => w.platform === platform);
    await openHome(page);
    await checkbox(page, 'Platform', platform).check();
    await expect(page).toHaveURL(/\?platform=/);
    await checkbox(page, 'Topics', topic).check();
    await expect(page).toHaveURL(/&topic=/);
    await expectShown(
      page,
      onPlatform.filter((w) => w.topics.includes(topic)),
    );

    await page.goBack();
    await expectShown(page, onPlatform);
    await expect(checkbox(page, 'Topics', topic)).not.toBeChecked();
    await page.goBack();
    await expectShown(page, writeUps);
    await expect(checkbox(page, 'Platform', platform)).not.toBeChecked();
    await page.goForward();
    await expectShown(page, onPlatform);
    await expect(checkbox(page, 'Platform', platform)).toBeChecked();
  });

  test('adds one history entry for a bout of typing', async ({page}) => {
    const word = writeUps[0]!.title.slice(0, 4);
    await openHome(page);
    const search = index(page).getByRole('searchbox', {name: 'Title or number'});
    await search.pressSequentially(word);
    await expect(page).toHaveURL(new RegExp(`\\?q=${escape(encodeURIComponent(word).replace(/%20/g, '+'))}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/solve-problems\/$/);
    await expect(search).toHaveValue('');
    await expectShown(page, writeUps);
  });

  test('keeps the keyboard focus and scroll position on a ticked box', async ({page}) => {
    await openHome(page);
    const box = checkbox(page, 'Topics', writeUps[0]!.topics[0]!);
    await box.focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\?topic=/);
    await expect(box).toBeChecked();
    await expect(box).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('clears every filter at once', async ({page}) => {
    await openHome(page, `?platform=${writeUps[0]!.platform}&q=zzzz-no-such-title`);
    await expectShown(page, []);
    await expect(index(page).getByText('No write-up matches these filters.')).toBeVisible();
    await index(page).getByRole('button', {name: 'Clear filters'}).click();
    await expectShown(page, writeUps);
    await expect(page).toHaveURL(/\/solve-problems\/$/);
  });

  test('follows the hero links to one platform, from another page too', async ({page}) => {
    const platform = writeUps[0]!.platform;
    const count = writeUps.filter((w) => w.platform === platform).length;
    const name = `${platform}: ${count} ${count === 1 ? 'write-up' : 'write-ups'}`;
    await openHome(page);
    await page.getByRole('list', {name: 'Write-ups per platform'}).getByRole('link', {name}).click();
    await expect(page).toHaveURL(new RegExp(`\\?platform=${platform}#problems$`));
    await expectShown(
      page,
      writeUps.filter((w) => w.platform === platform),
    );
    await expect(checkbox(page, 'Platform', platform)).toBeChecked();

    await page.getByRole('link', {name: 'About', exact: true}).first().click();
    await expect(page).toHaveURL(/\/about\/$/);
    await page.goBack();
    await expectShown(
      page,
      writeUps.filter((w) => w.platform === platform),
    );
  });

  test('opens a write-up from the index without reloading the page', async ({page}) => {
    const writeUp = writeUps[0]!;
    await openHome(page);
    await page.evaluate(() => ((window as unknown as {stillHere: boolean}).stillHere = true));
    await index(page).getByRole('link', {name: writeUp.label, exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: writeUp.title})).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {stillHere?: boolean}).stillHere)).toBe(true);
  });

  test('shows one page of rows, and more on request with focus on the first new one', async ({page}) => {
    // More write-ups than this site has: paging itself is unit-tested in filter.test.ts; this checks the page uses it.
    const count = 2 * PAGE_SIZE + 3;
    await serveScaledIndex(page, count);
    await gotoRoute(page, '/about');
    await page.locator('.navbar__brand').click();
    const rows = index(page).locator('table tbody tr');
    const more = index(page).getByRole('button', {name: /^Show \d+ more$/});
    await expect(rows).toHaveCount(PAGE_SIZE);
    await expect(index(page).getByText(`Listed ${PAGE_SIZE} of ${count}.`)).toBeVisible();
    await expect(more).toHaveText(`Show ${PAGE_SIZE} more`);

    await more.click();
    await expect(rows).toHaveCount(2 * PAGE_SIZE);
    await expect(rows.nth(PAGE_SIZE).getByRole('link')).toBeFocused();
    await expect(rows.nth(PAGE_SIZE).getByRole('link')).toHaveText(new RegExp(`\\(copy ${PAGE_SIZE + 1}\\)$`));
    await expect(more).toHaveText('Show 3 more');

    await more.click();
    await expect(rows).toHaveCount(count);
    await expect(rows.nth(2 * PAGE_SIZE).getByRole('link')).toBeFocused();
    await expect(more).toHaveCount(0);

    // A new filter starts again from its first page.
    await index(page).getByRole('searchbox', {name: 'Title or number'}).fill('copy');
    await expect(rows).toHaveCount(PAGE_SIZE);
    await expect(more).toHaveText(`Show ${PAGE_SIZE} more`);
  });
});

test.describe('the problem index without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('lists every write-up, linked, and hides the filters that cannot work', async ({page}) => {
    await page.goto('./?platform=Codewars');
    await expect(page.getByRole('heading', {level: 2, name: 'All write-ups'})).toBeVisible();
    const links = index(page).locator('table tbody tr th a').filter({visible: true});
    await expect(links).toHaveText(writeUps.map((w) => w.label));
    // The filters and the live count are in the page, and hidden.
    for (const part of [index(page).getByRole('search', {includeHidden: true}), index(page).locator('[aria-live="polite"]')]) {
      await expect(part).toBeAttached();
      await expect(part).toBeHidden();
    }
    // Playwright's text matching skips <noscript>, so this reads the paragraph's text content.
    const note = index(page).locator('noscript p');
    await expect(note).toBeVisible();
    await expect(note).toHaveText(`${total} ${total === 1 ? 'write-up' : 'write-ups'}. Turn on JavaScript to filter them.`);
    const last = writeUps.at(-1)!;
    await links.last().click();
    await expect(page.getByRole('heading', {level: 1, name: last.title})).toBeVisible();
  });
});

test.describe('accessibility of the home page', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violation in ${theme} mode, unfiltered and filtered`, async ({page}) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await openHome(page);
      await expectShown(page, writeUps);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect((await new AxeBuilder({page}).analyze()).violations).toEqual([]);
      await checkbox(page, 'Difficulty', 'Medium').check();
      await index(page).getByRole('searchbox', {name: 'Title or number'}).fill('zzzz-no-such-title');
      await expectShown(page, []);
      expect((await new AxeBuilder({page}).analyze()).violations).toEqual([]);
    });
  }
});
