import {chunkUrl, expect, failUntilNextPageLoad, gate, gotoRoute, isSameDocument, markDocument, test, waitForHydration} from './fixtures';

/** What a failed chunk load prints: the browser's failed request, webpack's ChunkLoadError. */
const CHUNK_FAILURE = /Failed to load resource: net::ERR_FAILED|ChunkLoadError|Loading chunk [\w~-]+ failed/;

test.describe('when page chunks fail to load', () => {
  test('a route change whose chunk cannot be loaded falls back to a full page load of the target', async ({page, consoleProblems}) => {
    // Expected noise of the provoked failure. Hovering the link also preloads the chunk, and the
    // theme's Link does not catch that promise, so the failure surfaces once as an uncaught rejection.
    consoleProblems.allow(CHUNK_FAILURE);
    await gotoRoute(page, '/about');
    await markDocument(page);
    await failUntilNextPageLoad(page, chunkUrl('/intro'), (route) => route.abort('failed'));

    const reload = page.waitForEvent('load');
    await page.getByRole('link', {name: '解題紀錄', exact: true}).click();
    await reload;
    expect(await isSameDocument(page)).toBe(false);
    await expect(page).toHaveURL(/\/solve-problems\/intro\/?$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Introduction'})).toBeVisible();
  });

  test('a page whose own chunk cannot be loaded on a full page load keeps its server-rendered content', async ({page, consoleProblems}) => {
    // What the reload above leads to if the network is still down: Docusaurus preloads the page's
    // chunks before hydrating, does not catch that failure, and never hydrates. The static HTML stays.
    consoleProblems.allow(CHUNK_FAILURE);
    await page.route(chunkUrl('/LeetCode/Binary Search/'), (route) => route.abort('failed'));
    const failure = page.waitForEvent('pageerror');
    await page.goto(`.${encodeURI('/LeetCode/Binary Search/')}`);
    expect((await failure).message).toMatch(/Loading chunk [\w~-]+ failed/);
    await expect(page.getByRole('heading', {level: 1, name: 'Binary Search'})).toBeVisible();
    await expect(page.locator('article .katex').first()).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  });

  test('a chunk error that reaches a rendered page shows the error text and a Retry button, then the page reloads', async ({
    page,
    consoleProblems,
  }) => {
    consoleProblems.allow(CHUNK_FAILURE);
    // Record the error box in sessionStorage: the reload that follows it wipes the page.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const retry = Array.from(document.querySelectorAll('button')).find((button) => button.textContent === 'Retry');
        if (retry && !sessionStorage.getItem('errorBox')) {
          sessionStorage.setItem('errorBox', retry.closest('div')!.parentElement!.querySelector('p')!.textContent);
        }
      }).observe(document, {childList: true, subtree: true});
    });
    // Only a race lets a route render before its chunk is in: the visitor leaves for the introduction
    // (held back), then clicks the brand link; once the introduction arrives, Docusaurus renders the
    // latest location, the home page, and then the home page's chunk fails.
    const intro = gate();
    const home = gate();
    let holding = false;
    await page.route(chunkUrl('/intro'), async (route) => {
      if (holding) await intro.opened;
      await route.continue();
    });
    await page.route(chunkUrl('/', 'problems'), async (route) => {
      if (!holding) return route.continue();
      await home.opened;
      return route.abort('failed');
    });
    await gotoRoute(page, '/about');
    await markDocument(page);
    holding = true;

    await page.getByRole('link', {name: '解題紀錄', exact: true}).click();
    await page.locator('.navbar__brand').click();
    intro.open();
    await expect(page.locator('svg#loader')).toBeVisible();
    const reload = page.waitForEvent('load');
    holding = false; // The reload's own requests go through.
    home.open();
    await reload;

    expect(await isSameDocument(page)).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem('errorBox'))).toMatch(/ChunkLoadError: Loading chunk [\w~-]+ failed/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: '解題筆記'})).toBeVisible();
  });

  test('the Retry button loads the page once the network is back (with the automatic reload held off)', async ({page, consoleProblems}) => {
    consoleProblems.allow(CHUNK_FAILURE);
    // Same race as above, but the visitor's browser asks before leaving the page and the visitor
    // stays, so the error box remains on screen (Playwright dismisses the beforeunload prompt).
    const intro = gate();
    const home = gate();
    let state: 'pass' | 'hold' | 'fail' = 'pass';
    await page.route(chunkUrl('/intro'), async (route) => {
      if (state === 'hold') await intro.opened;
      await route.continue();
    });
    await page.route(chunkUrl('/', 'problems'), async (route) => {
      if (state === 'hold') await home.opened;
      return state === 'pass' ? route.continue() : route.abort('failed');
    });
    await gotoRoute(page, '/about');
    await markDocument(page);
    await page.evaluate(() =>
      window.addEventListener('beforeunload', (event) => {
        event.preventDefault();
        event.returnValue = ''; // older Chromium needs this as well
      }),
    );
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss(); // "Stay on page"
    });
    state = 'hold';

    await page.getByRole('link', {name: '解題紀錄', exact: true}).click();
    await page.locator('.navbar__brand').click();
    intro.open();
    await expect(page.locator('svg#loader')).toBeVisible();
    state = 'fail';
    home.open();

    const retry = page.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeVisible();
    await expect(page.getByText(/ChunkLoadError: Loading chunk [\w~-]+ failed/)).toBeVisible();
    await expect.poll(() => dialogs).toEqual(['beforeunload']);

    state = 'pass';
    await retry.click();
    await expect(page.getByRole('heading', {level: 1, name: '解題筆記'})).toBeVisible();
    await expect(retry).toHaveCount(0);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a page that crashes while rendering shows "This page crashed." with a Try again button', async ({page, consoleProblems}) => {
    // React reports the error it caught with console.error; that is part of the provoked crash.
    consoleProblems.allow(/Cannot read properties of null \(reading 'join'\)/);
    // Serve the write-up's chunk with its topics removed, so its header throws while rendering.
    await page.route(chunkUrl('/LeetCode/Binary Search/'), async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replaceAll('"topics":[', '"topics":null,"_":[') // the metadata, as JSON text
        .replaceAll('topics:[', 'topics:null,_:['); // the front matter, as a JavaScript object
      await route.fulfill({response, body});
    });
    await gotoRoute(page, '/intro');
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('button', {name: 'LeetCode'}).click();
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Binary Search', exact: true}).click();

    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
    // The rest of the site stays usable: the navbar still navigates.
    await page.getByRole('link', {name: 'About', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'About'})).toBeVisible();
  });
});
