/**
 * The search index that src/features/search/plugin writes into the build: what
 * Pagefind indexed, and what the pages mark for it.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {KYU_LEVELS, LEETCODE_DIFFICULTIES, kyuLabel} from '../../src/platforms';
import {STATIC_ROUTES, WRITE_UP_ROUTES} from './routes';

const buildDir = path.resolve(__dirname, '../../build');
const page = (route: string) => load(readFileSync(path.join(buildDir, decodeURIComponent(route), 'index.html'), 'utf8'));

/** The pages search covers: every doc (write-ups and the introduction) and About. */
const INDEXED = ['/intro', '/about', ...WRITE_UP_ROUTES.map((w) => w.route)];
const NOT_INDEXED = STATIC_ROUTES.filter((route) => !INDEXED.includes(route));

type Entry = {version: string; languages: Record<string, {page_count: number}>};

describe('the search index in the build', () => {
  it("is Pagefind 1.5.2's, with its library under pagefind/", () => {
    const entry = JSON.parse(readFileSync(path.join(buildDir, 'pagefind/pagefind-entry.json'), 'utf8')) as Entry;
    expect(entry.version).toBe('1.5.2');
    expect(existsSync(path.join(buildDir, 'pagefind/pagefind.js'))).toBe(true);
  });

  it('holds exactly the docs and About, in one English index', () => {
    const entry = JSON.parse(readFileSync(path.join(buildDir, 'pagefind/pagefind-entry.json'), 'utf8')) as Entry;
    expect(Object.keys(entry.languages)).toEqual(['en']);
    expect(entry.languages.en!.page_count).toBe(INDEXED.length);
  });

  it.each(INDEXED)('marks the content of %s, title included, and nothing around it', (route) => {
    const $ = page(route);
    const body = $('[data-pagefind-body]');
    expect(body).toHaveLength(1);
    expect(body.find('h1')).toHaveLength(1);
    expect(body.find('nav, footer, aside, .breadcrumbs, .table-of-contents, .theme-doc-toc-mobile, .pagination-nav, .menu')).toHaveLength(
      0,
    );
  });

  it.each(WRITE_UP_ROUTES)('leaves the Step through tables of $title out of the index', ({route}) => {
    const $ = page(route);
    const sections = $('[data-pagefind-body] details').filter((_, details) =>
      /^Step through: /.test($(details).children('summary').text()),
    );
    expect(sections.length).toBeGreaterThan(0);
    sections.each((_, section) => expect($(section).is('[data-pagefind-ignore]')).toBe(true));
  });

  it.each(NOT_INDEXED)('leaves %s out', (route) => {
    expect(page(route)('[data-pagefind-body]')).toHaveLength(0);
  });

  it.each(WRITE_UP_ROUTES)('records the platform and difficulty filters of $title', ({route, platform}) => {
    const $ = page(route);
    const filters = $('[data-pagefind-body] [data-pagefind-filter]')
      .map((_, element) => $(element).attr('data-pagefind-filter'))
      .get();
    expect(filters).toHaveLength(2);
    expect(filters[0]).toBe(`platform:${platform}`);
    const difficulties = platform === 'LeetCode' ? LEETCODE_DIFFICULTIES : KYU_LEVELS.map(kyuLabel);
    expect(difficulties.map((difficulty) => `difficulty:${difficulty}`)).toContain(filters[1]);
  });

  it.each(WRITE_UP_ROUTES.filter((w) => w.platform === 'LeetCode'))('records the problem number of $title as metadata', ({route}) => {
    const $ = page(route);
    const number = $('[data-pagefind-body] [data-pagefind-meta]').attr('data-pagefind-meta');
    expect(number).toMatch(/^number:\d+$/);
    expect($('[data-pagefind-body] dl').text()).toContain(`#${number!.slice('number:'.length)}`);
  });
});
