import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {valueText} from '../../src/features/solution-worker/record';
import {TABLE_ROWS} from '../../src/features/step-through/summary';
import {argumentsOf, passes, type Comparison} from '../../src/test-kit/judge';
import type {TestedCase} from '../../src/test-kit/types';
import {WRITE_UP_ROUTES} from './routes';

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.join(siteDir, 'build');

/**
 * The budget of one Step through section in a page's HTML, gzip: its summary, a table of at most
 * {@link TABLE_ROWS} rows and its end (the latest figures: scripts/bench/README.md).
 */
const SECTION_BUDGET = 1024;

const writeUps = await Promise.all(
  WRITE_UP_ROUTES.map(async (writeUp) => {
    const module = (await import(path.join(siteDir, writeUp.folder, 'cases.ts'))) as {cases: TestedCase[]; comparison?: Comparison};
    const page = readFileSync(path.join(siteDir, writeUp.folder, 'README.mdx'), 'utf8');
    const shown = new Set(page.match(/(?<=<SolutionCode file=")[\w.-]+/g));
    return {...writeUp, ...module, shown: shown.size};
  }),
);

/** The value a recording ends with, read back from its text: JSON where it is, a BigInt as its number, else the text. */
function readBack(text: string): unknown {
  if (/^-?\d+n$/.test(text)) return Number(text.slice(0, -1));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function sections(route: string) {
  const $ = load(readFileSync(path.join(buildDir, decodeURIComponent(route), 'index.html'), 'utf8'), {sourceCodeLocationInfo: true});
  const found = $('article details').filter((_, details) => /^Step through: /.test($(details).children('summary').text()));
  return {$, found};
}

describe('the Step through sections of the built write-ups', () => {
  describe.each(writeUps)('$platform/$title', ({route, cases, comparison, shown}) => {
    it('has one collapsed section per file the page shows, each a table of steps with its line', () => {
      const {$, found} = sections(route);
      expect(found).toHaveLength(shown);
      found.each((_, details) => {
        expect($(details).attr('open')).toBeUndefined();
        expect(
          $(details)
            .find('thead th')
            .map((__, th) => $(th).text())
            .get(),
        ).toEqual(['Step', 'Line', 'What it changed']);
        const steps = $(details)
          .find('tbody tr')
          .filter((__, row) => $(row).children('td').length === 3);
        expect(steps.length).toBeGreaterThan(0);
        expect(steps.length).toBeLessThanOrEqual(TABLE_ROWS);
      });
    });

    it('records a call of one of its cases, and ends with the value that case expects', () => {
      const {$, found} = sections(route);
      found.each((_, details) => {
        const call = $(details).find('summary code').text();
        const recorded = cases.find(({input}) => call.endsWith(`(${argumentsOf(input).map(valueText).join(', ')})`));
        expect(recorded, call).toBeDefined();
        const end = $(details).find('tbody tr').last().text();
        expect(end, call).toMatch(/^The call returned /);
        const returned = readBack(end.replace(/^The call returned /, '').replace(/\.$/, ''));
        expect(passes(returned, recorded!.expected, comparison), `${call}: ${end}`).toBe(true);
      });
    });

    it(`keeps each section within ${SECTION_BUDGET} bytes of gzip in the HTML`, () => {
      const {$, found} = sections(route);
      const html = readFileSync(path.join(buildDir, decodeURIComponent(route), 'index.html'), 'utf8');
      found.each((_, details) => {
        const {startOffset, endOffset} = (details as unknown as {sourceCodeLocation: {startOffset: number; endOffset: number}})
          .sourceCodeLocation;
        const bytes = gzipSync(html.slice(startOffset, endOffset)).length;
        expect(bytes, $(details).children('summary').text()).toBeLessThanOrEqual(SECTION_BUDGET);
      });
    });
  });
});
