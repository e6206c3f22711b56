import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {describeBareIdentifier, findBareIdentifiers} from './bare-math';

const siteDir = path.resolve(__dirname, '../..');
const pages = readdirSync(path.join(siteDir, 'docs'), {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => path.posix.join('docs', file.split(path.sep).join('/')))
  .sort();

describe('math in the pages under docs/', () => {
  it('covers the intro and the write-ups', () => {
    expect(pages).toContain('docs/intro.mdx');
    expect(pages.filter((page) => page.endsWith('/README.mdx')).length).toBeGreaterThan(1);
  });

  it.each(pages)('%s sets every multi-letter identifier in \\mathit{} or \\text{}', (page) => {
    const problems = findBareIdentifiers(readFileSync(path.join(siteDir, page), 'utf8'));
    expect(problems.map((problem) => describeBareIdentifier(page, problem)).join('\n')).toBe('');
  });
});
