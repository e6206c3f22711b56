import {readFileSync} from 'node:fs';
import path from 'node:path';
import {WRITE_UP_ROUTES} from '../site/routes';
import {expect, installPageClock, pausePageClock, test} from './fixtures';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

for (const {route, title, folder} of WRITE_UP_ROUTES) {
  test(`the write-up ${route} renders its math with KaTeX and its code with a working copy button, without console errors`, async ({
    page,
    consoleProblems,
  }) => {
    // Paused before the copy: "Copied" shows for 1 s of the page's clock, however busy the machine.
    await installPageClock(page);
    const response = await page.goto(`.${encodeURI(route)}`);
    expect(response?.status(), `no page was built for ${route}`).toBe(200);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();

    const math = page.locator('article .katex');
    await expect(math.first()).toBeAttached();
    // KaTeX output carries the formula as MathML for assistive technology, next to the visual HTML.
    await expect(math.first().locator('math')).toBeAttached();
    await expect(math.first().locator('.katex-html')).toBeAttached();

    const codeBlock = page
      .locator('article .theme-code-block')
      .filter({has: page.locator('code')})
      .first();
    await expect(codeBlock).toBeVisible();
    await codeBlock.hover();
    const copy = codeBlock.getByRole('button', {name: 'Copy code to clipboard'});
    await expect(copy).toBeVisible();
    await pausePageClock(page);
    await copy.click();
    await expect(codeBlock.getByRole('button', {name: 'Copied'})).toBeVisible();
    // The first block is solution.ts: the clipboard holds the tested file's text, as it is (but the final newline).
    await expect(codeBlock).toContainText('solution.ts');
    const file = readFileSync(path.resolve(__dirname, '../..', folder, 'solution.ts'), 'utf8');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(file.trimEnd());

    await page.waitForLoadState('networkidle');
    expect(consoleProblems.list()).toEqual([]);
  });
}
