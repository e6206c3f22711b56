import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {HINTS_NOT_NEEDED} from '../../src/write-up/front-matter';
import {WRITE_UP_ROUTES} from './routes';

const siteDir = path.resolve(__dirname, '../..');

/** Every write-up, with the reason its front matter gives for having no hints, if any. */
const writeUps = WRITE_UP_ROUTES.map((writeUp) => {
  const {data} = matter(readFileSync(path.join(siteDir, writeUp.folder, 'README.mdx'), 'utf8'));
  return {...writeUp, noHints: data[HINTS_NOT_NEEDED] as string | undefined};
});

/** The built page's Problem section: the elements after its heading, up to the next heading of its level. */
function problemSection(route: string) {
  const $ = load(readFileSync(path.join(siteDir, 'build', decodeURIComponent(route), 'index.html'), 'utf8'));
  const heading = $('article h2#problem');
  return {$, heading, section: heading.nextUntil('h2')};
}

const isHint = (text: string) => /^Hint \d+ of \d+$/.test(text);

describe('the hints of the built write-ups', () => {
  it('are on the write-ups whose front matter gives no reason against them', () => {
    expect(writeUps.filter(({noHints}) => noHints === undefined).map(({title}) => title)).toContain('Binary Search');
  });

  describe.each(writeUps)('$platform/$title', ({route, noHints}) => {
    it(
      noHints === undefined
        ? 'ends its Problem section with 2 or 3 collapsed hints, labelled "Hint i of n" in order, each inside the one before it, and has no other'
        : `has no hint, its front matter saying why: ${noHints}`,
      () => {
        const {$, heading, section} = problemSection(route);
        expect(heading).toHaveLength(1);
        const hints = $('article details').filter((_, details) => isHint($(details).children('summary').text()));
        if (noHints !== undefined) {
          expect(hints).toHaveLength(0);
          return;
        }
        // The first ends the Problem section, and each of the others is inside the one before it, after its text.
        expect(section.last().is(hints.first())).toBe(true);
        hints.slice(1).each((index, details) => {
          expect($(details).parent().is(hints.eq(index)), `hint ${index + 2}`).toBe(true);
          expect($(details).is(hints.eq(index).children().last()), `hint ${index + 2}`).toBe(true);
        });
        expect(hints.length).toBeGreaterThanOrEqual(2);
        expect(hints.length).toBeLessThanOrEqual(3);
        hints.each((index, details) => {
          expect($(details).attr('open'), `hint ${index + 1}`).toBeUndefined();
          expect($(details).children('summary').text()).toBe(`Hint ${index + 1} of ${hints.length}`);
          // A hint of a sentence or two, after its summary, as a paragraph.
          const text = $(details).children('p').text().trim();
          expect(text.length, `hint ${index + 1}`).toBeGreaterThan(20);
          expect(text.length, `hint ${index + 1}`).toBeLessThan(300);
        });
      },
    );
  });
});
