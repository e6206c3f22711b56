import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {BASE_URL, STATIC_ROUTES, WRITE_UP_ROUTES} from './routes';

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.join(siteDir, 'build');

/** The HTML file GitHub Pages serves for a route (directories serve their index.html). */
function htmlFileFor(route: string): string {
  return path.join(buildDir, decodeURIComponent(route), 'index.html');
}

function page(route: string) {
  return load(readFileSync(htmlFileFor(route), 'utf8'));
}

type GlobalDocs = {versions: {docs: {id: string; path: string; sidebar?: string}[]}[]};
const globalData = JSON.parse(readFileSync(path.join(siteDir, '.docusaurus/globalData.json'), 'utf8')) as Record<
  string,
  {default: GlobalDocs}
>;
const docs = globalData['docusaurus-plugin-content-docs']!.default.versions[0]!.docs;

describe('the built site', () => {
  it.each([...STATIC_ROUTES, ...WRITE_UP_ROUTES.map((w) => w.route)])('has an HTML page for %s', (route) => {
    expect(existsSync(htmlFileFor(route)), `missing ${htmlFileFor(route)}`).toBe(true);
  });

  it('has a 404.html not-found page', () => {
    const $ = load(readFileSync(path.join(buildDir, '404.html'), 'utf8'));
    expect($('h1').text()).toMatch(/Page Not Found/i);
  });

  it('serves every page under the base path', () => {
    const $ = page('/');
    expect($('link[rel=icon]').attr('href')).toBe(`${BASE_URL}/img/favicon.ico`);
    expect($('meta[property="og:image"]').attr('content')).toMatch(/\/solve-problems\/img\/social-card\.png$/);
  });

  it('puts every doc in tutorialSidebar', () => {
    expect(docs.length).toBe(WRITE_UP_ROUTES.length + 1);
    for (const doc of docs) expect(doc.sidebar, doc.id).toBe('tutorialSidebar');
  });

  it('shows the title, tagline and per-platform counts on the home page', () => {
    const $ = page('/');
    expect($('main h1').text()).toBe('解題筆記');
    expect($('main').text()).toContain('記錄 LeetCode 與 Codewars 的刷題練習');
    const counts = $('ul[aria-label="Write-ups per platform"] a').map((_, a) => $(a).text()).get();
    expect(counts).toEqual([
      `Codewars: ${WRITE_UP_ROUTES.filter((w) => w.platform === 'Codewars').length} write-ups`,
      `LeetCode: ${WRITE_UP_ROUTES.filter((w) => w.platform === 'LeetCode').length} write-ups`,
    ]);
  });

  it('loads the KaTeX stylesheet, with its integrity hash, only on pages that show math', () => {
    const katexLinks = (route: string) => page(route)('head link[rel=stylesheet][href*="/katex@"]');
    for (const route of ['/', '/about', '/markdown-page']) expect(katexLinks(route), route).toHaveLength(0);
    const withMath = ['/intro', ...WRITE_UP_ROUTES.map((w) => w.route)].filter((route) => existsSync(htmlFileFor(route)));
    for (const route of withMath) {
      const links = katexLinks(route);
      expect(links, route).toHaveLength(1);
      expect(links.attr('href')).toMatch(/^https:\/\/cdn\.jsdelivr\.net\/npm\/katex@[\d.]+\/dist\/katex\.min\.css$/);
      expect(links.attr('integrity')).toMatch(/^sha384-/);
      expect(links.attr('crossorigin')).toBe('anonymous');
    }
  });

  it('preloads the KaTeX fonts a page with math uses, from the same CDN folder as the stylesheet', () => {
    const fontPreloads = (route: string) =>
      page(route)('head link[rel=preload][as=font]')
        .map((_, link) => page(route)(link).attr('href'))
        .get();
    for (const route of ['/', '/about', '/markdown-page']) expect(fontPreloads(route), route).toEqual([]);
    for (const {route} of WRITE_UP_ROUTES.filter((w) => existsSync(htmlFileFor(w.route)))) {
      const stylesheet = page(route)('head link[rel=stylesheet][href*="/katex@"]').attr('href')!;
      // Every write-up's complexity has a variable, in math italic: both fonts.
      expect(fontPreloads(route), route).toEqual(
        ['KaTeX_Main-Regular.woff2', 'KaTeX_Math-Italic.woff2'].map((file) => new URL(`fonts/${file}`, stylesheet).href),
      );
      expect(page(route)('head link[rel=preload][as=font]').attr('crossorigin'), route).toBe('anonymous');
    }
  });

  it('starts the scripts after the first paint: preloads in the <head>, the loader after the page, no <script src>', () => {
    for (const route of ['/', '/intro', WRITE_UP_ROUTES[0]!.route]) {
      const $ = page(route);
      const preloads = $('head link[rel=preload][as=script]').map((_, link) => $(link).attr('href')).get();
      expect(preloads.map((href) => path.basename(href).replace(/\.[0-9a-f]+\.js$/, '')), route).toEqual(['runtime~main', 'main']);
      expect($('script[src]'), route).toHaveLength(0);
      const loader = $('#__docusaurus').next('script').html() ?? '';
      expect(loader, route).toContain(JSON.stringify(preloads));
    }
  });

  it('keeps Prism out of main.js (it loads with the pages that show code)', () => {
    const jsDir = path.join(buildDir, 'assets/js');
    const main = readdirSync(jsDir).find((file) => /^main\.[0-9a-f]+\.js$/.test(file))!;
    expect(readFileSync(path.join(jsDir, main), 'utf8')).not.toContain('before-tokenize');
  });

  it('shows the footer copyright with no links', () => {
    const $ = page('/about');
    expect($('footer').text()).toMatch(/Copyright © 2025 .*Built with Docusaurus\./);
    expect($('footer a')).toHaveLength(0);
  });
});

describe.each(WRITE_UP_ROUTES)('the write-up page $route', ({route, title, platform, folder}) => {
  it('has the folder name as its title and a header with the platform and a link to the problem', () => {
    const $ = page(route);
    expect($('article h1').first().text()).toBe(title);
    const header = $('dl[aria-label="Problem details"]');
    expect(header.text()).toContain(platform);
    expect(header.find('a').attr('href')).toMatch(
      platform === 'LeetCode' ? /^https:\/\/leetcode\.com\/problems\// : /^https:\/\/www\.codewars\.com\/kata\//,
    );
  });

  it('describes itself, for search results and link previews, with the start of its problem statement', () => {
    const $ = page(route);
    const description = $('meta[name=description]').attr('content') ?? '';
    const problem = $('article h2#problem').nextAll('p').first().text().replace(/\s+/g, ' ').trim();
    expect(description.length).toBeGreaterThan(40);
    expect(description).not.toMatch(/[$`*\\]/);
    // Formulas read differently in the two (KaTeX's text holds each twice): compare the first words.
    const firstWords = (text: string) => text.split(' ').slice(0, 4).join(' ');
    expect(firstWords(problem)).toBe(firstWords(description));
    expect($('meta[property="og:description"]').attr('content')).toBe(description);
  });

  it('is the active link of the sidebar', () => {
    const active = page(route)('nav.menu a.menu__link--active').last();
    expect(decodeURIComponent(active.attr('href') ?? '')).toBe(`${BASE_URL}${route}`);
  });

  it('renders its complexity in KaTeX', () => {
    expect(page(route)('.katex .katex-html').length).toBeGreaterThan(0);
  });

  it('shows its solution.ts, highlighted, exactly as tested', () => {
    const $ = page(route);
    const source = readFileSync(path.join(siteDir, folder, 'solution.ts'), 'utf8').trimEnd();
    const blocks = $('pre.prism-code')
      .map((_, pre) =>
        $(pre)
          .find('.token-line')
          .map((__, line) => $(line).find('[class^=codeLineContent]').text())
          .get()
          .join('\n'),
      )
      .get();
    expect(blocks).toContain(source);
    expect($('pre.prism-code .token.keyword').length).toBeGreaterThan(0);
  });

  it('has the sections of the write-up pattern in order', () => {
    const headings = page(route)('article h2')
      .map((_, h) => page(route)(h).text().replace(/\u200b/g, ''))
      .get();
    const pattern = ['Problem', 'Approach', 'Complexity', 'Solution', 'Pitfalls'];
    expect(headings.filter((h) => pattern.includes(h))).toEqual(pattern);
  });
});
