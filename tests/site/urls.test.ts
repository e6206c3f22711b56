import {readdirSync, readFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {load} from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startServer} from '../../scripts/lib/pages-server';

// Every published URL answers 200 from a GitHub-Pages-like server, without a
// redirect, and names the page the same way (percent-encoded) everywhere.
const buildDir = path.resolve(__dirname, '../../build');

const htmlFiles = (readdirSync(buildDir, {recursive: true}) as string[]).filter((file) => file.endsWith('.html')).sort();
const pages = htmlFiles.map((file) => ({file, $: load(readFileSync(path.join(buildDir, file), 'utf8'))}));
const sitemap = [...readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
const siteUrl = pages
  .find((page) => page.file === 'index.html')!
  .$('link[rel=canonical]')
  .attr('href')!;
const siteOrigin = new URL(siteUrl).origin;

/** The page a built HTML file is served as, by its published URL. */
function publishedUrl(file: string): string {
  const route = file === 'index.html' ? '' : file.replace(/index\.html$/, '');
  return new URL(route.split(path.sep).map(encodeURIComponent).join('/'), siteUrl).href;
}

/**
 * Every same-site URL that a page links to or loads, resolved as a browser
 * resolves it (fragment dropped). The not-found page is served at any
 * address: only its links count, not its own canonical and alternate URLs.
 */
function internalUrls(): Map<string, string> {
  const found = new Map<string, string>();
  for (const {file, $} of pages) {
    const base = publishedUrl(file);
    $(file === '404.html' ? 'a[href]' : 'a[href], link[href]').each((_, element) => {
      const url = new URL($(element).attr('href')!, base);
      url.hash = '';
      if (url.origin === siteOrigin && url.pathname.startsWith(new URL(siteUrl).pathname) && !found.has(url.href))
        found.set(url.href, file);
    });
  }
  return found;
}

let server: Awaited<ReturnType<typeof startServer>>;
let localOrigin: string;
beforeAll(async () => {
  server = await startServer({dir: buildDir, port: 0});
  localOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

async function statusOf(url: string): Promise<number> {
  const response = await fetch(url.replace(siteOrigin, localOrigin), {redirect: 'manual'});
  await response.body?.cancel();
  return response.status;
}

describe('published URLs', () => {
  it('lists every page with its trailing slash in the sitemap, percent-encoded', () => {
    expect(sitemap.length).toBeGreaterThan(20);
    for (const url of sitemap) {
      expect(url).toMatch(/\/$/);
      expect(url).not.toMatch(/\s/);
      expect(encodeURI(decodeURI(url))).toBe(url);
    }
  });

  it('answers 200, not a redirect, for every sitemap URL', async () => {
    const statuses = await Promise.all(sitemap.map(async (url) => [url, await statusOf(url)] as const));
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('answers 200, not a redirect, for every internal link of every page', async () => {
    const links = internalUrls();
    expect(links.size).toBeGreaterThan(sitemap.length);
    const statuses = await Promise.all([...links].map(async ([url, file]) => ({url, linkedFrom: file, status: await statusOf(url)})));
    expect(statuses.filter(({status}) => status !== 200)).toEqual([]);
  });

  it('gives each sitemap page a canonical link and og:url equal to its sitemap URL', () => {
    const named = pages
      .filter(({file}) => sitemap.includes(publishedUrl(file)))
      .map(({file, $}) => ({
        url: publishedUrl(file),
        canonical: $('link[rel=canonical]').attr('href'),
        ogUrl: $('meta[property="og:url"]').attr('content'),
      }));
    expect(named.map(({url}) => url).sort()).toEqual([...sitemap].sort());
    expect(named.filter(({url, canonical, ogUrl}) => canonical !== url || ogUrl !== url)).toEqual([]);
  });
});
