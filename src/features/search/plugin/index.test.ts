import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';
import {SEARCH_BUNDLE, indexSite} from '.';

const root = path.resolve(__dirname, '../../../..');

describe('the pagefind dependency', () => {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {dependencies: Record<string, string>};
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, {version?: string; integrity?: string; optionalDependencies?: Record<string, string>}>;
  };

  it('is pinned to 1.5.2 exactly, the version whose platform packages are all on the registry mirror', () => {
    expect(pkg.dependencies.pagefind).toBe('1.5.2');
    expect(lock.packages['node_modules/pagefind']?.version).toBe('1.5.2');
  });

  it('has every platform package in package-lock.json, so that `npm ci` installs on any platform', () => {
    const platforms = Object.entries(lock.packages['node_modules/pagefind']?.optionalDependencies ?? {});
    expect(platforms.map(([name]) => name)).toEqual(
      expect.arrayContaining(['@pagefind/linux-x64', '@pagefind/darwin-arm64', '@pagefind/windows-x64']),
    );
    for (const [name, version] of platforms) {
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(version);
      expect(lock.packages[`node_modules/${name}`]?.integrity, name).toMatch(/^sha512-/);
    }
  });
});

/** A page of a built site: `body` is the part marked for the index. */
function html(body: string, around = ''): string {
  return `<!doctype html><html lang="en"><head><title>t</title></head><body><nav>navbarword</nav>${around}${body}</body></html>`;
}

/** The indexed text of each page, from the fragments Pagefind wrote (gzip of "pagefind_dcd" and JSON). */
function indexedContent(siteDir: string): Record<string, string> {
  const dir = path.join(siteDir, SEARCH_BUNDLE.dir, 'fragment');
  return Object.fromEntries(
    readdirSync(dir).map((file) => {
      const fragment = JSON.parse(
        gunzipSync(readFileSync(path.join(dir, file)))
          .toString('utf8')
          .replace(/^pagefind_dcd/, ''),
      ) as {
        url: string;
        content: string;
      };
      return [fragment.url, fragment.content];
    }),
  );
}

describe('indexSite', () => {
  // A path with a space and Chinese characters, as the owner's may have.
  const siteDir = mkdtempSync(path.join(tmpdir(), '解題 search-'));
  afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

  it('indexes only the marked content of marked pages, without the excluded parts, and writes the library', async () => {
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
      writeFileSync(path.join(siteDir, file), content);
    };
    write(
      'LeetCode/Binary Search/index.html',
      html(
        `<div data-pagefind-body=""><h1>Binary Search<a class="hash-link" href="#">anchorword</a></h1>
          <dd data-pagefind-filter="platform:LeetCode" data-pagefind-meta="number:704">LeetCode #704</dd>
          <p>halving <span class="katex"><span class="katex-mathml"><math><mi>n</mi><annotation>\\mathit{texsource}</annotation></math></span><span class="katex-html">visualcopy</span></span></p></div>`,
        '<aside>sidebarword</aside>',
      ),
    );
    write('index.html', html('<main>homeword</main>'));

    const summary = await indexSite(siteDir);

    expect(summary.pages).toBe(2);
    expect(readdirSync(path.join(siteDir, SEARCH_BUNDLE.dir))).toContain(SEARCH_BUNDLE.script);
    const content = indexedContent(siteDir);
    expect(Object.keys(content)).toEqual(['/LeetCode/Binary Search/']);
    const text = Object.values(content)[0]!;
    expect(text).toContain('Binary Search');
    expect(text).toContain('halving');
    for (const left of ['navbarword', 'sidebarword', 'homeword', 'anchorword', 'visualcopy', 'texsource']) expect(text).not.toContain(left);
  });

  it('fails with a message naming the plugin and the folder when there is no page to index', async () => {
    const empty = path.join(siteDir, 'no such folder');
    await expect(indexSite(empty)).rejects.toThrow(`Search index (src/features/search/plugin): Pagefind found no HTML page in ${empty}.`);
  });
});
