import {describe, expect, it} from 'vitest';
import {focusedPathsToWatch} from './paths-to-watch';

/** What the docs plugin of Docusaurus 3.7 watches for this `include`. */
const watchedFor = (include: string[]) => [
  '/site/sidebars.ts',
  ...include.map((pattern) => `/site/docs/${pattern}`),
  '/site/docs/**/_category_.{json,yml,yaml}',
];

describe('focusedPathsToWatch', () => {
  it.each([
    {name: 'the default include', include: ['**/*.{md,mdx}']},
    {name: 'an include with a single-character wildcard', include: ['intro.mdx', 'LeetCode/Binary Searc?/README.mdx']},
  ])('keeps every path when the include has a wildcard: $name', ({include}) => {
    expect(focusedPathsToWatch(watchedFor(include), include)).toEqual(watchedFor(include));
  });

  it("watches the category files of the focused set's folders only", () => {
    const include = ['intro.mdx', 'LeetCode/Binary Search/README.mdx'];
    expect(focusedPathsToWatch(watchedFor(include), include)).toEqual([
      '/site/sidebars.ts',
      '/site/docs/intro.mdx',
      '/site/docs/LeetCode/Binary Search/README.mdx',
      '/site/docs/_category_.{json,yml,yaml}',
      '/site/docs/LeetCode/_category_.{json,yml,yaml}',
      '/site/docs/LeetCode/Binary Search/_category_.{json,yml,yaml}',
    ]);
  });

  it('keeps a folder name escaped as a literal glob as it is', () => {
    const include = ['intro.mdx', 'Codewars/6 kyu Who likes it\\?/README.mdx'];
    expect(focusedPathsToWatch(watchedFor(include), include)).toContain(
      '/site/docs/Codewars/6 kyu Who likes it\\?/_category_.{json,yml,yaml}',
    );
  });

  it('stops the start, naming this file, when the docs plugin no longer watches its category files so', () => {
    expect(() => focusedPathsToWatch(['/site/docs/intro.mdx'], ['intro.mdx'])).toThrow(
      'src/plugins/docs-data/paths-to-watch.ts: the docs plugin no longer watches',
    );
  });
});
