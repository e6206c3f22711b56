import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {parseNewWriteUpArgs, scaffoldWriteUp} from '../../scripts/new-write-up';
import {buildFixtureSite, createFixtureSite, removeFixtureSites} from './fixture-site';

// Each case builds a small scratch copy of the real site (about 10–20 s each),
// so there are few of them; the front matter rules are unit-tested in
// src/plugins/write-up-front-matter/index.test.ts.
describe('a production build of the real configuration', () => {
  afterAll(removeFixtureSites);

  it('builds a scaffolded write-up once filled in, and only warns about a broken anchor and a duplicate route', async () => {
    const dir = createFixtureSite({
      'docs/page.mdx': '# Page\n\nSee [a heading that does not exist](/intro#no-such-heading).\n',
      'src/pages/intro.md': '# A page at the same route as the intro doc\n',
    });
    const writeUp = scaffoldWriteUp(
      parseNewWriteUpArgs(['leetcode', 'Two Sum', '--number', '1', '--difficulty', 'Easy', '--fn', 'twoSum']),
      path.join(dir, 'docs'),
    );
    writeFileSync(
      path.join(writeUp, 'solution.ts'),
      '/** O(n) time, O(n) extra space. */\nexport function twoSum(nums: number[], target: number): number[] {\n  const seen = new Map<number, number>();\n  for (const [i, n] of nums.entries()) {\n    const j = seen.get(target - n);\n    if (j !== undefined) return [j, i];\n    seen.set(n, i);\n  }\n  return [];\n}\n',
    );

    const {status, output} = await buildFixtureSite(dir);

    expect(output).toMatch(/\[WARNING\] Docusaurus found broken anchors!/);
    expect(output).toMatch(/Broken anchor on source page path = \/solve-problems\/page\/:\s+-> linking to \/solve-problems\/intro\/#no-such-heading/);
    expect(output).toMatch(/\[WARNING\] Duplicate routes found!\s+- Attempting to create page at \/solve-problems\/intro\/, but a page already exists/);
    expect(status, output).toBe(0);
    const html = readFileSync(path.join(dir, 'build/LeetCode/Two Sum/index.html'), 'utf8');
    expect(html).toContain('twoSum');
  });

  it('fails on a broken link, after warning that a broken markdown link could not be resolved', async () => {
    const {status, output} = await buildFixtureSite(
      createFixtureSite({'docs/page.mdx': '# Page\n\nSee [nowhere](/nowhere) and [a missing doc](./missing.md).\n'}),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/\[WARNING\] Docs markdown link couldn't be resolved: \(\.\/missing\.md\) in source file "[^"]*docs\/page\.mdx"/);
    expect(output).toMatch(/Docusaurus found broken links!/);
    expect(output).toMatch(/Broken link on source page path = \/solve-problems\/page\/:\s+-> linking to \/solve-problems\/nowhere\//);
  });

  it('fails on an MDX syntax error, naming the file', async () => {
    const {status, output} = await buildFixtureSite(createFixtureSite({'docs/page.mdx': '# Page\n\n<div>\n\nNever closed.\n'}));
    expect(status).not.toBe(0);
    expect(output).toMatch(/MDX compilation failed for file "[^"]*docs\/page\.mdx"/);
  });

  it('fails on a page component without a default export, naming the page', async () => {
    const {status, output} = await buildFixtureSite(
      createFixtureSite({'src/pages/no-default.tsx': 'export function NoDefault() {\n  return null;\n}\n'}),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/The page component at \/solve-problems\/no-default\/ doesn't have a default export/);
  });

  it('fails on invalid write-up front matter, naming the file, the field and what is allowed', async () => {
    const {status, output} = await buildFixtureSite(
      createFixtureSite({
        'docs/LeetCode/Two Sum/README.mdx':
          "---\nnumber: 1\ndifficulty: Ease\nurl: https://leetcode.com/problems/two-sum/\n---\n\nimport solution from '!!raw-loader!./solution.ts';\n",
        'docs/LeetCode/Two Sum/solution.ts': 'export {};\n',
        'docs/LeetCode/Two Sum/solution.test.ts': '',
      }),
    );
    expect(status).not.toBe(0);
    expect(output).toContain(
      'Write-up docs/LeetCode/Two Sum/README.mdx: front matter field "difficulty" is "Ease"; allowed: Easy, Medium, Hard.',
    );
  });
});
