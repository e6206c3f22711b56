import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import matter from 'gray-matter';
import remarkMath from 'remark-math';
import {afterAll, describe, expect, it} from 'vitest';
import {completeWriteUpFrontMatter} from '../../src/write-up/front-matter';
import remarkWriteUpPage from '../../src/write-up-page';
import {generateWriteUp, writeGeneratedWriteUps} from './generate-write-ups';

describe('generated write-ups for the build benchmark', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'generated-write-ups-'));
  const docsDir = path.join(siteDir, 'docs');
  const count = 12;
  writeGeneratedWriteUps(docsDir, count);
  afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

  it.each(Array.from({length: count}, (_, index) => ({index, ...generateWriteUp(index)})))(
    'write-up $index ($platform/$folder) passes the front matter rules and the build steps of real write-ups',
    async ({platform, folder}) => {
      const file = path.join(docsDir, platform, folder, 'README.mdx');
      const {data, content} = matter(readFileSync(file, 'utf8'));
      const completed = completeWriteUpFrontMatter(file, data, {siteDir});
      expect(completed).toMatchObject({title: folder, platform});
      expect(content).toMatch(/<SolutionCode \/>/);
      expect(content).toMatch(/\$O\(n\)\$/);
      await compile(
        {value: content, path: file, cwd: siteDir, data: {frontMatter: completed}},
        {remarkPlugins: [remarkMath, remarkWriteUpPage]},
      );
    },
  );

  it('mixes both platforms, with about 60 lines per page and unique folders', () => {
    const writeUps = Array.from({length: 400}, (_, index) => generateWriteUp(index));
    expect(writeUps.filter((w) => w.platform === 'Codewars')).toHaveLength(100);
    expect(new Set(writeUps.map((w) => `${w.platform}/${w.folder}`)).size).toBe(400);
    const lines = writeUps[0]!.files['README.mdx'].split('\n').length;
    expect(lines).toBeGreaterThanOrEqual(55);
    expect(lines).toBeLessThanOrEqual(70);
  });

  it('gives no two of 2,000 write-ups the same problem number or kata id, which the build refuses', () => {
    const keys = Array.from(
      {length: 2000},
      (_, index) => /^(number: \d+|url: \S+kata\/\w+)$/m.exec(generateWriteUp(index).files['README.mdx'])![1],
    );
    expect(new Set(keys).size).toBe(2000);
  });
});
