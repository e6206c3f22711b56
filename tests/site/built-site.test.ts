import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {BASE_URL, STATIC_ROUTES, WRITE_UP_ROUTES} from './routes';
import {chunkNamesIn, readRouteChunkNames} from '../support/route-chunk-names';
import {filesUnder} from '../support/files';
import {approachFiles} from '../../src/write-up/folders';
import {parseComplexity} from '../../src/features/approaches/Approaches/complexity';
import {eraseTypes} from '../../src/features/code-blocks/highlight/javascript';

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.join(siteDir, 'build');

/** The HTML file GitHub Pages serves for a route (directories serve their index.html). */
function htmlFileFor(route: string): string {
  return path.join(buildDir, decodeURIComponent(route), 'index.html');
}

const parsed = new Map<string, CheerioAPI>();

/** The built page of a route, parsed once. */
function page(route: string): CheerioAPI {
  if (!parsed.has(route)) parsed.set(route, load(readFileSync(htmlFileFor(route), 'utf8')));
  return parsed.get(route)!;
}

/** The file GitHub Pages serves for a path under the base path (a file, a folder's index.html, or `<path>.html`), if any. */
function servedFile(pathname: string): string | undefined {
  const file = path.join(buildDir, decodeURIComponent(pathname.slice(BASE_URL.length)));
  return [file, path.join(file, 'index.html'), `${file}.html`].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Every built HTML file, as the route it serves (`/about`, `/LeetCode/Binary Search/`), relative to the base path. */
function builtRoutes(dir = buildDir): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtRoutes(file);
    return entry.name === 'index.html' ? [`/${path.relative(buildDir, dir).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/')] : [];
  });
}

const DOC_ROUTES = ['/intro', ...WRITE_UP_ROUTES.map((w) => w.route)];
const ALL_ROUTES = [...STATIC_ROUTES, ...WRITE_UP_ROUTES.map((w) => w.route)];

/** Every built script under assets/js. */
const builtScripts = () => filesUnder(path.join(buildDir, 'assets/js')).filter((file) => file.endsWith('.js'));

/** The built scripts (relative to build/) whose code holds `code`. */
function scriptsHolding(code: RegExp | string): string[] {
  return builtScripts()
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return typeof code === 'string' ? text.includes(code) : code.test(text);
    })
    .map((file) => path.relative(buildDir, file));
}

/** The built `<name>.<content hash>.js` under assets/js (main, runtime~main): its code. */
function builtScript(name: string): string {
  const jsDir = path.join(buildDir, 'assets/js');
  const file = readdirSync(jsDir).find((entry) => entry.startsWith(`${name}.`) && /^[^.]+\.[0-9a-f]+\.js$/.test(entry));
  return readFileSync(path.join(jsDir, file!), 'utf8');
}

describe('the built site', () => {
  it('finds write-up folders on both platforms to check', () => {
    for (const platform of ['Codewars', 'LeetCode']) {
      expect(WRITE_UP_ROUTES.filter((w) => w.platform === platform).length, platform).toBeGreaterThan(0);
    }
  });

  it.each(ALL_ROUTES)('has an HTML page for %s', (route) => {
    expect(existsSync(htmlFileFor(route)), `missing ${htmlFileFor(route)}`).toBe(true);
  });

  it('has a doc page for the introduction and for each write-up folder, and no other', () => {
    const docPages = builtRoutes()
      .filter((route) => page(route)('html').hasClass('docs-doc-page'))
      .map((route) => (route === '/intro/' ? '/intro' : route));
    expect(docPages.sort()).toEqual([...DOC_ROUTES].sort());
  });

  it('has a 404.html not-found page', () => {
    const $ = load(readFileSync(path.join(buildDir, '404.html'), 'utf8'));
    expect($('h1').text()).toMatch(/Page Not Found/i);
  });

  it('links the icon and the social card under the base path', () => {
    const $ = page('/');
    expect($('link[rel=icon]').attr('href')).toBe(`${BASE_URL}/img/favicon.ico`);
    expect($('meta[property="og:image"]').attr('content')).toMatch(/\/solve-problems\/img\/social-card\.png$/);
  });

  it.each([...ALL_ROUTES, '/404.html'])('serves %s with every asset and link of the site under the base path, and there', (route) => {
    const file = route === '/404.html' ? path.join(buildDir, '404.html') : htmlFileFor(route);
    const $ = load(readFileSync(file, 'utf8'));
    const origin = new URL($('link[rel=canonical]').attr('href') ?? $('meta[property="og:image"]').attr('content')!).origin;
    const pageUrl = `${origin}${BASE_URL}${route}`;
    const urls = [
      // The stock theme's hreflang alternates of the not-found page name /404.html/ (trailingSlash), a page no
      // search engine indexes; we leave them alone rather than eject the theme's metadata. Every other link counts.
      ...$(route === '/404.html' ? 'link[href]:not([rel=alternate])' : 'link[href]')
        .map((_, element) => $(element).attr('href'))
        .get(),
      ...$('script[src], img[src]')
        .map((_, element) => $(element).attr('src'))
        .get(),
      ...$('meta[property="og:image"], meta[name="twitter:image"]')
        .map((_, element) => $(element).attr('content'))
        .get(),
      ...$('a[href]')
        .map((_, element) => $(element).attr('href'))
        .get(),
    ];
    const local = urls.map((url) => new URL(url, pageUrl)).filter((url) => url.origin === origin);
    expect(local.length, route).toBeGreaterThan(5);
    for (const url of local) {
      expect(url.pathname, `${route}: ${url.href}`).toMatch(/^\/solve-problems\//);
      expect(servedFile(url.pathname), `${route}: nothing served at ${url.href}`).toBeDefined();
    }
  });

  it.each(DOC_ROUTES)('shows %s with the one docs sidebar: the introduction, then a category per platform', (route) => {
    const $ = page(route);
    const sidebar = $('nav[aria-label="Docs sidebar"]');
    const topLevel = sidebar
      .find('> ul > li')
      .map((_, item) => $(item).find('a').first().text())
      .get();
    expect(topLevel).toEqual(['Introduction', 'Codewars', 'LeetCode']);
  });

  it.each(['Codewars', 'LeetCode'])('lists every %s write-up in its sidebar category', (platform) => {
    const expected = WRITE_UP_ROUTES.filter((w) => w.platform === platform);
    // On a write-up's page its own category is open.
    const $ = page(expected[0]!.route);
    const category = $('nav[aria-label="Docs sidebar"] li.theme-doc-sidebar-item-category').filter(
      (_, item) => $(item).find('a').first().text() === platform,
    );
    const links = category
      .find('li.theme-doc-sidebar-item-link > a')
      .map((_, link) => decodeURI($(link).attr('href') ?? ''))
      .get();
    expect(links.sort()).toEqual(expected.map((w) => `${BASE_URL}${w.route}`).sort());
  });

  it('shows the title, tagline and per-platform counts on the home page', () => {
    const $ = page('/');
    expect($('main h1').text()).toBe('解題筆記');
    expect($('main').text()).toContain('記錄 LeetCode 與 Codewars 的刷題練習');
    const counts = $('ul[aria-label="Write-ups per platform"] a')
      .map((_, a) => $(a).text())
      .get();
    expect(counts).toEqual([
      `Codewars: ${WRITE_UP_ROUTES.filter((w) => w.platform === 'Codewars').length} write-ups`,
      `LeetCode: ${WRITE_UP_ROUTES.filter((w) => w.platform === 'LeetCode').length} write-ups`,
    ]);
  });

  it('loads the KaTeX stylesheet, with its integrity hash, only on pages that show math', () => {
    const katexLinks = (route: string) => page(route)('head link[rel=stylesheet][href*="/katex@"]');
    for (const route of ['/', '/about', '/markdown-page']) expect(katexLinks(route), route).toHaveLength(0);
    for (const route of DOC_ROUTES) {
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
    for (const {route} of WRITE_UP_ROUTES) {
      const stylesheet = page(route)('head link[rel=stylesheet][href*="/katex@"]').attr('href')!;
      // Every write-up's complexity has a variable, in math italic; some name code identifiers in \mathit{} too.
      const identifiers = page(route)('body .katex .mathit').length > 0 ? ['KaTeX_Main-Italic.woff2'] : [];
      expect(fontPreloads(route), route).toEqual(
        ['KaTeX_Main-Regular.woff2', 'KaTeX_Math-Italic.woff2', ...identifiers].map((file) => new URL(`fonts/${file}`, stylesheet).href),
      );
      expect(page(route)('head link[rel=preload][as=font]').attr('crossorigin'), route).toBe('anonymous');
    }
  });

  it('starts the scripts after the first paint: preloads in the <head>, the loader after the page, no <script src>', () => {
    // A page whose route is in a route shard (the docs) also loads that shard.
    const shard: unknown = expect.stringMatching(/^route-shard-\d+$/);
    for (const [route, scripts] of [
      ['/', ['runtime~main', 'main']],
      ['/about', ['runtime~main', 'main']],
      ['/intro', ['runtime~main', 'main', shard]],
      [WRITE_UP_ROUTES[0]!.route, ['runtime~main', 'main', shard]],
    ] as const) {
      const $ = page(route);
      const preloads = $('head link[rel=preload][as=script]')
        .map((_, link) => $(link).attr('href'))
        .get();
      expect(
        preloads.map((href) => path.basename(href).replace(/(\.[0-9a-f]+)?\.js$/, '')),
        route,
      ).toEqual(scripts);
      expect($('script[src]'), route).toHaveLength(0);
      const loader = $('#__docusaurus').next('script').html() ?? '';
      expect(loader, route).toContain(JSON.stringify(preloads));
    }
  });

  it("keeps the write-ups' routes out of main.js: each page loads the route shard that holds its route (patches/@docusaurus+core+3.7.0.patch)", () => {
    const main = builtScript('main');
    for (const {route} of WRITE_UP_ROUTES) {
      const routePath = JSON.stringify(BASE_URL + route.replace(/\/?$/, '/'));
      expect(main.includes(routePath), `main.js holds the route ${routePath}: route sharding (the core patch) is off`).toBe(false);
      const $ = page(route);
      const shards = $('head link[rel=preload][as=script]')
        .map((_, link) => $(link).attr('href'))
        .get()
        .filter((href) => /\/route-shard-\d+\.js$/.test(href));
      expect(shards, route).toHaveLength(1);
      const shard = readFileSync(path.join(buildDir, shards[0]!.slice(BASE_URL.length)), 'utf8');
      expect(shard.includes(routePath), `${shards[0]} does not hold ${routePath}`).toBe(true);
    }
  });

  it("ships main.js without every plugin's name and version, and keeps the versions of Docusaurus and the site (src/plugins/site-metadata)", () => {
    const main = builtScript('main');
    expect(main).toContain('"docusaurusVersion":"3.7.0"');
    expect(main).toContain('"pluginVersions":{}');
    expect(main).not.toMatch(/docusaurus-plugin-sitemap|"type":"(local|package)"/);
    expect(main).toContain('"siteVersion":"0.0.0"');
  });

  it('ships no highlighter in any script: code is highlighted during the build', () => {
    // Names that survive minification: Prism's hooks and classes, Shiki's and TextMate's entry points.
    const highlighterCode = /before-tokenize|token-line|prism-code|languages\.extend|codeToHtml|tokenizeLine|loadWasm/;
    expect(builtScripts().length).toBeGreaterThan(10);
    expect(scriptsHolding(highlighterCode)).toEqual([]);
  });

  it("ships no complexity parser in any script: the build reads each file's JSDoc, and the browser only names the format", () => {
    // The parser's regular expressions as the minifier leaves them (src/features/approaches/Approaches/complexity.ts).
    expect(scriptsHolding('time and (extra space|space)')).toEqual([]);
  });

  it("ships no Prism theme: the classic theme's default one would be serialized into main.js", () => {
    // A Prism theme's token styles, as its objects minify: {types:["comment"],style:{…}}.
    expect(scriptsHolding(/types:\["comment"/)).toEqual([]);
  });

  it('puts every lazy chunk at assets/js/<build hash>/<name>.js, so the runtime carries no per-chunk map', () => {
    const jsDir = path.join(buildDir, 'assets/js');
    const hashDirs = readdirSync(jsDir, {withFileTypes: true}).filter((entry) => entry.isDirectory());
    expect(hashDirs.map((entry) => entry.name)).toEqual([expect.stringMatching(/^[0-9a-f]{8}$/)]);
    const hashDir = hashDirs[0]!.name;
    const chunks = readdirSync(path.join(jsDir, hashDir)).map((file) => file.replace(/\.js$/, ''));
    // The names prefetching asks for (Docusaurus' route chunk names) are files: the runtime's URL function finds them.
    expect(chunks).toEqual(expect.arrayContaining(chunkNamesIn(readRouteChunkNames(siteDir))));
    const runtime = builtScript('runtime~main');
    expect(runtime).toContain(hashDir);
    expect(chunks.filter((chunk) => runtime.includes(`"${chunk}"`))).toEqual([]);
  });

  it('shows the footer copyright with no links', () => {
    const $ = page('/about');
    expect($('footer').text()).toMatch(/Copyright © 2025 .*Built with Docusaurus\./);
    expect($('footer a')).toHaveLength(0);
  });
});

describe.each(WRITE_UP_ROUTES)('the write-up page $route', ({route, title, platform, folder}) => {
  it('has its title (the folder name, unless the front matter gives one) and a header with the platform and a link to the problem', () => {
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

  const approaches = approachFiles(readdirSync(path.join(siteDir, folder)));

  it('shows each of its approach files (solution.ts and any other) exactly as tested, and its JavaScript, highlighted in the build', () => {
    const $ = page(route);
    const blocks = new Map(
      $('.theme-code-block')
        .map((_, block) => [[$(block).children().first().text(), $(block).find('pre code').text()]] as const)
        .get(),
    );
    expect(approaches).toContain('solution.ts');
    for (const file of approaches) {
      const source = readFileSync(path.join(siteDir, folder, file), 'utf8');
      expect(blocks.get(file), file).toBe(source.trimEnd());
      const javascript = eraseTypes(source.trimEnd(), path.join(siteDir, folder, file)).text;
      expect(blocks.get(file.replace(/\.ts$/, '.js')), file).toBe(javascript.trimEnd());
    }
    // Every token is coloured for both modes by classes (a light and a dark colour) that the site's stylesheet defines.
    const tokens = $('pre.shiki span:not(.line)');
    expect(tokens.length).toBeGreaterThan(10);
    expect($('pre.shiki [style]')).toHaveLength(0);
    const classes = new Set(tokens.toArray().flatMap((token) => $(token).attr('class')!.split(' ')));
    expect([...classes].filter((name) => /^[ld]\d+$/.test(name)).length).toBeGreaterThan(4);
    const css = $('link[rel=stylesheet]')
      .toArray()
      .flatMap((link) => servedFile($(link).attr('href')!) ?? [])
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const undefinedClasses = [...classes].filter((name) => !css.includes(`.shiki .${name}{`) && !css.includes(`.shiki .${name},`));
    expect(undefinedClasses).toEqual([]);
  });

  it("compares its approaches, when it has several, by each file's JSDoc complexity", () => {
    const $ = page(route);
    const rows = $('article table')
      .filter((_, table) => $(table).find('thead th').first().text() === 'Approach')
      .find('tbody tr')
      .toArray()
      .map((row) => [
        $(row).find('th code').text(),
        ...$(row)
          .find('td')
          .toArray()
          .slice(0, 2)
          .map((cell) => $(cell).text()),
      ]);
    const expected = approaches.map((file) => {
      const {time, space} = parseComplexity(readFileSync(path.join(siteDir, folder, file), 'utf8'))!;
      return [file, time, space];
    });
    expect(rows.sort()).toEqual(approaches.length > 1 ? expected.sort() : []);
  });

  it('has the sections of the write-up pattern in order', () => {
    const headings = page(route)('article h2')
      .map((_, h) =>
        page(route)(h)
          .text()
          .replace(/\u200b/g, ''),
      )
      .get();
    const pattern = ['Problem', 'Approach', 'Complexity', 'Solution', 'Pitfalls'];
    expect(headings.filter((h) => pattern.includes(h))).toEqual(pattern);
  });
});
