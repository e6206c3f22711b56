/**
 * Page weight benchmark: the bytes of HTML, JS and CSS a first visit loads
 * before the page is interactive (hydrated), raw and as transferred (gzip).
 *
 * Serves build/ like GitHub Pages with gzip (scripts/lib/pages-server.ts), opens
 * each page in a fresh Chromium context, records every response until React
 * has hydrated the page (<html data-has-hydrated="true">) and the network is
 * idle, and leaves out link prefetches of other pages (Sec-Purpose: prefetch),
 * which start after hydration. Requests to the KaTeX CDN fail offline: they
 * are listed, not counted.
 */
import {parseCommandLine} from '../lib/command-line';
import type {Browser, Request} from '@playwright/test';
import {BUILD_DIR, KATEX_CDN_HOST, PAGES, kb, launchChromium, printTable, requireBuild, serveBuild} from './common';

type Kind = 'html' | 'js' | 'css' | 'other';
type Loaded = {url: string; kind: Kind; raw: number; transferred: number};
type PageWeight = {page: string; url: string; loaded: Loaded[]; failed: string[]; prefetched: number};

function kindOf(request: Request, contentType: string): Kind {
  if (request.resourceType() === 'document' || contentType.includes('text/html')) return 'html';
  if (request.resourceType() === 'script' || contentType.includes('javascript')) return 'js';
  if (request.resourceType() === 'stylesheet' || contentType.includes('text/css')) return 'css';
  return 'other';
}

async function weigh(browser: Browser, page: string, url: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const pending: Promise<Loaded | undefined>[] = [];
  const failed: string[] = [];
  let prefetched = 0;
  const onFinished = (request: Request) => {
    pending.push(
      (async () => {
        const headers = await request.allHeaders();
        if (headers['sec-purpose']?.includes('prefetch') || headers.purpose === 'prefetch') {
          prefetched++;
          return undefined;
        }
        const response = await request.response();
        if (!response) return undefined;
        const sizes = await request.sizes();
        const body = await response.body().catch(() => Buffer.alloc(0));
        const contentType = (await response.allHeaders())['content-type'] ?? '';
        return {url: request.url(), kind: kindOf(request, contentType), raw: body.length, transferred: sizes.responseBodySize};
      })(),
    );
  };
  tab.on('requestfinished', onFinished);
  tab.on('requestfailed', (request) => failed.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`));
  await tab.goto(url, {waitUntil: 'load'});
  await tab.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  await tab.waitForLoadState('networkidle');
  // Requests that finish from here on (prefetches started after hydration) are not counted.
  tab.off('requestfinished', onFinished);
  const loaded = (await Promise.all(pending)).filter((entry): entry is Loaded => entry !== undefined);
  await context.close();
  return {page, url, loaded, failed, prefetched};
}

async function main(): Promise<void> {
  const {values} = parseCommandLine('Usage: npm run build && npm run bench:weight [-- --dir another/build]', {
    options: {dir: {type: 'string', default: BUILD_DIR}},
  });
  requireBuild(values.dir);
  const {siteUrl, stop} = await serveBuild(values.dir);
  const browser = await launchChromium();
  const results: PageWeight[] = [];
  try {
    for (const [page, path] of Object.entries(PAGES)) results.push(await weigh(browser, page, siteUrl + path));
  } finally {
    await browser.close();
    await stop();
  }

  const kinds: Kind[] = ['html', 'js', 'css', 'other'];
  const sum = (loaded: Loaded[], key: 'raw' | 'transferred', kind?: Kind) =>
    loaded.filter((l) => !kind || l.kind === kind).reduce((total, l) => total + l[key], 0);
  console.log('\nBytes loaded before the page is interactive: transferred (gzip) / raw');
  printTable(
    ['page', ...kinds.map((k) => k.toUpperCase()), 'total', 'requests', 'prefetched after'],
    results.map((r) => [
      r.page,
      ...kinds.map((k) => `${kb(sum(r.loaded, 'transferred', k))} / ${kb(sum(r.loaded, 'raw', k))}`),
      `${kb(sum(r.loaded, 'transferred'))} / ${kb(sum(r.loaded, 'raw'))}`,
      r.loaded.length,
      r.prefetched,
    ]),
  );
  for (const r of results) {
    console.log(`\n${r.page}: ${r.url}`);
    for (const l of [...r.loaded].sort((a, b) => b.transferred - a.transferred)) {
      console.log(`  ${l.kind.padEnd(5)} ${kb(l.transferred).padStart(9)} ${kb(l.raw).padStart(9)}  ${l.url.replace(siteUrl, '')}`);
    }
    for (const f of r.failed) {
      const note = f.includes(KATEX_CDN_HOST) ? '  (KaTeX CDN, unreachable offline: not counted)' : '';
      console.log(`  failed ${f}${note}`);
    }
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
