import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {afterEach, describe, expect, it} from 'vitest';
import {buildFixtureSite, createFixtureSite, removeFixtureSites} from './fixture-site';

const siteDir = path.resolve(__dirname, '../..');
const FOLDER = 'docs/LeetCode/Binary Search';

/** The line of each step in the built page's Step through table, in order. */
function recordedLines(dir: string): number[] {
  const $ = load(readFileSync(path.join(dir, 'build/LeetCode/Binary Search/index.html'), 'utf8'));
  const table = $('article details').filter((_, details) => /^Step through: /.test($(details).children('summary').text()));
  return table
    .find('tbody tr')
    .filter((_, row) => $(row).children('td').length === 3)
    .map((_, row) => Number($(row).children('td').eq(1).text()))
    .get();
}

describe('Step through in a production build', () => {
  afterEach(removeFixtureSites);

  it('records from the code: a line added at the top of solution.ts shifts every recorded line by one', async () => {
    const files = Object.fromEntries(readdirSync(path.join(siteDir, FOLDER)).map((name) => [`${FOLDER}/${name}`, readFileSync(path.join(siteDir, FOLDER, name), 'utf8')]));
    const dir = createFixtureSite(files);
    const first = await buildFixtureSite(dir);
    expect(first.status, first.output).toBe(0);
    const before = recordedLines(dir);
    expect(before.length).toBeGreaterThan(5);

    const solution = path.join(dir, FOLDER, 'solution.ts');
    writeFileSync(solution, `// A line added at the top.\n${readFileSync(solution, 'utf8')}`);
    const second = await buildFixtureSite(dir);
    expect(second.status, second.output).toBe(0);
    expect(recordedLines(dir)).toEqual(before.map((line) => line + 1));
  });
});
