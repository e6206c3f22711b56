import {HIDDEN_CLASS} from '../../src/features/try-first/choice';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {MUTATION_REPORT_BUDGET, mutationReportWeight} from '../support/mutation-report-weight';
import type {TestedCase} from '../../src/test-kit/types';
import type {Mutant, MutationReport} from '../../src/write-up/mutation-report';
import {approachFiles} from '../../src/write-up/folders';
import {WRITE_UP_ROUTES} from './routes';

const siteDir = path.resolve(__dirname, '../..');
const report = JSON.parse(readFileSync(path.join(siteDir, 'stryker-incremental.json'), 'utf8')) as MutationReport;
const testNames = new Set(Object.values(report.testFiles ?? {}).flatMap(({tests}) => tests.map(({name}) => name)));

const writeUps = await Promise.all(
  WRITE_UP_ROUTES.map(async (writeUp) => {
    const dir = path.join(siteDir, writeUp.folder);
    const {cases} = (await import(path.join(dir, 'cases.ts'))) as {cases: TestedCase[]};
    const files = approachFiles(readdirSync(dir)).map((file) => ({file, mutants: report.files[`${writeUp.folder}/${file}`]?.mutants}));
    return {...writeUp, cases, files};
  }),
);

/** The report's figures for mutants, counted here from their statuses. */
const count = (mutants: Mutant[]) => ({
  tried: mutants.filter(({status}) => ['Killed', 'Timeout', 'Survived', 'NoCoverage'].includes(status)).length,
  caught: mutants.filter(({status}) => status === 'Killed' || status === 'Timeout').length,
  endless: mutants.filter(({status}) => status === 'Timeout').length,
});

function sectionOf(route: string) {
  const $ = load(readFileSync(path.join(siteDir, 'build', decodeURIComponent(route), 'index.html'), 'utf8'));
  const sections = $('article details').filter((_, details) => $(details).children('summary').text().startsWith('What the tests catch'));
  return {$, sections};
}

/** The items of the list after the paragraph that starts with `heading`: line, code before and after, and the rest of the text. */
function itemsAfter($: CheerioAPI, section: ReturnType<CheerioAPI>, heading: string) {
  const paragraph = section.children('p').filter((_, p) => $(p).text().startsWith(heading));
  return paragraph
    .next('ul')
    .children('li')
    .toArray()
    .map((li) => {
      const text = $(li).text();
      const [, single, file, line] = /^(?:Line (\d+)|(.+?):(\d+)): /.exec(text) ?? [];
      const [from, to] = $(li)
        .children('code')
        .toArray()
        .map((code) => $(code).text());
      return {file, line: Number(single ?? line), from, to, quoted: $(li).children('q').text(), text};
    });
}

describe('the What the tests catch section of the built write-ups', () => {
  it('covers every write-up, with the files the report measured', () => {
    expect(writeUps.map(({title}) => title)).toContain('Binary Search');
    expect(writeUps.flatMap(({files}) => files).filter(({mutants}) => mutants === undefined)).toEqual([]);
  });

  describe.each(writeUps)('$platform/$title', ({route, cases, files}) => {
    const all = files.flatMap(({mutants}) => mutants!);

    it('has one section, collapsed, right after the Tested cases, whose summary adds up the report', () => {
      const {sections} = sectionOf(route);
      expect(sections).toHaveLength(1);
      expect(sections.attr('open')).toBeUndefined();
      // Hidden while a reader tries, unlike the Tested cases before it (src/features/try-first).
      expect(sections.prev()).toHaveLength(0);
      expect(sections.parent().is(`.${HIDDEN_CLASS}`)).toBe(true);
      expect(sections.parent().prev('details').children('summary').text()).toMatch(/^Tested cases/);
      const {tried, caught} = count(all);
      expect(sections.children('summary').text()).toBe(`What the tests catch: ${caught} of ${tried} changed versions`);
    });

    it("gives each file's figures as the report counts them", () => {
      const {$, sections} = sectionOf(route);
      const lines = sections
        .children('ul')
        .first()
        .children('li')
        .map((_, li) => $(li).text())
        .get();
      const expected = files.map(({file, mutants}) => {
        const {tried, caught, endless} = count(mutants!);
        return `${file}: ${caught} of ${tried} caught${endless ? ` (${endless} by never finishing)` : ''}.`;
      });
      expect(lines.sort()).toEqual(expected.sort());
    });

    it('shows every uncaught change of the report, each with an explanation', () => {
      const {$, sections} = sectionOf(route);
      const shown = itemsAfter($, sections, 'Not caught');
      const uncaught = files.flatMap(({file, mutants}) =>
        mutants!.filter(({status}) => status === 'Survived' || status === 'NoCoverage').map((mutant) => ({file, mutant})),
      );
      expect(shown).toHaveLength(uncaught.length);
      for (const {file, mutant} of uncaught) {
        const item = shown.find(
          ({line, to, file: where}) => line === mutant.location.start.line && to === mutant.replacement && (where ?? file) === file,
        );
        expect(item, `${file}:${mutant.location.start.line} ${mutant.replacement}`).toBeDefined();
        expect(item!.text.length, 'an explanation after the change').toBeGreaterThan(`${item!.from} → ${item!.to}. `.length + 20);
      }
    });

    it('shows one to three caught changes, each a killed mutant of the report, caught by a case of the table or a test it names', () => {
      const {$, sections} = sectionOf(route);
      const examples = itemsAfter($, sections, 'Caught by the quoted test');
      expect(examples.length).toBeGreaterThanOrEqual(1);
      expect(examples.length).toBeLessThanOrEqual(3);
      const caseNames = new Set(cases.map(({name}) => name));
      for (const example of examples) {
        const file = example.file ?? files[0]!.file;
        const killed = files
          .find((candidate) => candidate.file === file)!
          .mutants!.filter(({status, location}) => status === 'Killed' && location.start.line === example.line);
        expect(
          killed.map(({replacement}) => replacement),
          example.text,
        ).toContain(example.to);
        expect(caseNames.has(example.quoted) || testNames.has(example.quoted), example.quoted).toBe(true);
      }
    });

    it(`adds at most ${MUTATION_REPORT_BUDGET} B gzip to the first load, in the HTML and the JS together`, () => {
      const {html, js, total} = mutationReportWeight(siteDir, route);
      expect(
        total,
        `${route}: its What the tests catch section adds ${total} B gzip to the first load (HTML ${html} B, JS ${js} B), ` +
          `over the budget of ${MUTATION_REPORT_BUDGET} B; see WRITING.md, What the tests catch`,
      ).toBeLessThanOrEqual(MUTATION_REPORT_BUDGET);
    });
  });
});
