import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it, vi} from 'vitest';
import {HIDDEN_CLASS, TRY_FIRST} from '../../src/features/try-first/choice';
import {SOLUTION_SECTIONS} from '../../src/features/try-first/hide-solution';
import {STATIC_ROUTES, WRITE_UP_ROUTES} from './routes';

const siteDir = path.resolve(__dirname, '../..');
const builtPage = (route: string) => load(readFileSync(path.join(siteDir, 'build', decodeURIComponent(route), 'index.html'), 'utf8'));

describe('try first, in the built write-ups', () => {
  describe.each(WRITE_UP_ROUTES)('$platform/$title', ({route}) => {
    it('hides everything from Approach on but the headings and the Tested cases, and has the switch before the Problem section', () => {
      const $ = builtPage(route);
      const markdown = $('article .markdown').first();
      const headings = markdown
        .children('h2')
        .toArray()
        .map((heading) => $(heading).children().remove().end().text());
      expect(headings).toEqual(['Problem', ...SOLUTION_SECTIONS]);
      const approach = markdown.children('h2#approach');
      // Before Approach nothing is hidden; after it, every element is a heading, the Tested cases or a hidden part.
      expect(approach.prevAll(`.${HIDDEN_CLASS}`)).toHaveLength(0);
      const after = approach
        .nextAll()
        .toArray()
        .map((element) => {
          const node = $(element);
          if (node.is('h2')) return 'h2';
          if (node.is(`.${HIDDEN_CLASS}`)) return 'hidden';
          return node.children('summary').text().startsWith('Tested cases')
            ? 'Tested cases'
            : `other: ${node.prop('outerHTML')?.slice(0, 80)}`;
        });
      expect(after.filter((kind) => kind.startsWith('other'))).toEqual([]);
      expect(after.filter((kind) => kind === 'Tested cases')).toHaveLength(1);
      expect(after.filter((kind) => kind === 'hidden').length).toBeGreaterThanOrEqual(SOLUTION_SECTIONS.length);
      // The solution's code is hidden; the hints are not.
      expect(markdown.find(`.${HIDDEN_CLASS} pre code`).length).toBeGreaterThan(0);
      expect(markdown.find(`.${HIDDEN_CLASS} details summary`).filter((_, summary) => /^Hint /.test($(summary).text()))).toHaveLength(0);
      const toggle = $('article [role="switch"]');
      expect(toggle.parent('label').text().trim()).toBe('Hide the solution while I try');
      expect(toggle.closest('div').nextAll('h2#problem')).toHaveLength(1);
    });
  });

  it.each(STATIC_ROUTES)(
    'has, on %s too, the head script that hides the solution before the first paint when the reader chose so',
    (route) => {
      const $ = builtPage(route);
      const scripts = $('head script')
        .toArray()
        .map((script) => $(script).text())
        .filter((text) => text.includes(TRY_FIRST.attribute));
      expect(scripts).toHaveLength(1);
      // Run as the browser runs it (the build minifies it), with the choice stored and without it.
      const run = (stored: string | null) => {
        const set = vi.fn();
        // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the built page's own script
        const script = new Function('localStorage', 'document', scripts[0]!) as (storage: object, document: object) => void;
        script({getItem: () => stored}, {documentElement: {setAttribute: set}});
        return set.mock.calls;
      };
      expect(run(TRY_FIRST.on)).toEqual([[TRY_FIRST.attribute, '']]);
      expect(run(null)).toEqual([]);
    },
  );
});
