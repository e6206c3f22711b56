import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {budgetFor, testedCasesWeight} from '../support/tested-cases-weight';
import {showValue} from '../../src/test-kit/format';
import type {TestedCase} from '../../src/test-kit/types';
import {WRITE_UP_ROUTES} from './routes';

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.join(siteDir, 'build');

/** Every write-up whose folder has a cases.ts, with that file's table. */
const withCases = await Promise.all(
  WRITE_UP_ROUTES.filter(({folder}) => existsSync(path.join(siteDir, folder, 'cases.ts'))).map(async (writeUp) => {
    const module = (await import(path.join(siteDir, writeUp.folder, 'cases.ts'))) as {cases: TestedCase[]};
    return {...writeUp, cases: module.cases};
  }),
);

/** The text a value shows before it is opened: its shortened form when it has one. */
const shownText = (value: unknown) => {
  const {full, short} = showValue(value);
  return short ?? full;
};

function testedCasesSection(route: string) {
  const $ = load(readFileSync(path.join(buildDir, decodeURIComponent(route), 'index.html'), 'utf8'));
  const sections = $('article details').filter((_, details) => /^Tested cases\b/.test($(details).children('summary').text()));
  return {$, sections};
}

describe('the Tested cases section of the built write-ups', () => {
  it('is on the write-ups that have a cases.ts', () => {
    expect(withCases.map(({title}) => title)).toContain('Binary Search');
  });

  describe.each(withCases)('$platform/$title', ({platform, title, route, cases}) => {
    it('has exactly one section, collapsed, whose summary gives the number of cases', () => {
      const {$, sections} = testedCasesSection(route);
      expect(sections).toHaveLength(1);
      expect(sections.attr('open')).toBeUndefined();
      expect(sections.children('summary').text()).toBe(`Tested cases (${cases.length})`);
      expect(
        $(sections)
          .find('table thead th')
          .map((_, th) => $(th).text())
          .get(),
      ).toEqual(['Case', 'Input', 'Expected']);
    });

    it('lists every case of cases.ts, in order, by name', () => {
      const {$, sections} = testedCasesSection(route);
      const names = sections
        .find('table tbody tr')
        .map((_, row) => $(row).children().first().text())
        .get();
      expect(names).toEqual(cases.map(({name}) => name));
    });

    it("shows each case's arguments and expected value as cases.ts gives them", () => {
      const {$, sections} = testedCasesSection(route);
      const rows = sections.find('table tbody tr').toArray();
      expect(rows).toHaveLength(cases.length);
      rows.forEach((row, index) => {
        const {name, input, expected} = cases[index]!;
        const [, inputCell, expectedCell] = $(row).children().toArray();
        const shown = (cell: Parameters<typeof $>[0]) =>
          $(cell)
            .contents()
            .toArray()
            .map((node) => ($(node).is('details') ? $(node).children('summary').text() : $(node).text()))
            .join('');
        const argumentLines = $(inputCell).children().toArray().map(shown);
        expect(argumentLines, name).toEqual(Object.entries(input).map(([parameter, value]) => `${parameter} = ${shownText(value)}`));
        expect(shown(expectedCell), name).toBe(shownText(expected));
      });
    });

    it('adds at most 1 KB gzip per 10 cases to the first load, in the HTML and the JS together', () => {
      const {html, js, total} = testedCasesWeight(siteDir, route, cases);
      const budget = budgetFor(cases.length);
      expect(
        total,
        `${platform}/${title}: its Tested cases section adds ${total} B gzip to the first load (HTML ${html} B, JS ${js} B) ` +
          `for ${cases.length} cases, over the budget of ${budget} B; see WRITING.md, Tested cases`,
      ).toBeLessThanOrEqual(budget);
    });

    it('writes a long value in its shortened form only: the whole value is rendered when it is opened', () => {
      const {$, sections} = testedCasesSection(route);
      sections.find('td details').each((_, details) => {
        expect(
          $(details)
            .children()
            .toArray()
            .map(({tagName}) => tagName),
        ).toEqual(['summary']);
      });
    });
  });
});
