import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {GROUP_THRESHOLD, groupLargeCategories, groupOf, groupedSidebarItemsGenerator, type SidebarItem} from './groups';

type Doc = Parameters<typeof groupLargeCategories>[1][number];

// Fixtures in the shape the default generator gives: each write-up folder is a
// category with no items whose link is the folder's README.
function leetCode(title: string, number: number): {doc: Doc; item: SidebarItem} {
  const id = `LeetCode/${title}/README`;
  return {
    doc: {
      id,
      title,
      frontMatter: {title, platform: 'LeetCode', number, difficulty: 'Easy'},
      source: `@site/docs/${id}.mdx`,
      sourceDirName: `LeetCode/${title}`,
      sidebarPosition: undefined,
    },
    item: {type: 'category', label: title, items: [], link: {type: 'doc', id}},
  };
}

function codewars(folder: string): {doc: Doc; item: SidebarItem} {
  const id = `Codewars/${folder}/README`;
  const difficulty = /^\d kyu/.exec(folder)![0];
  return {
    doc: {
      id,
      title: folder,
      frontMatter: {title: folder, platform: 'Codewars', difficulty},
      source: `@site/docs/${id}.mdx`,
      sourceDirName: `Codewars/${folder}`,
      sidebarPosition: undefined,
    },
    item: {type: 'category', label: folder, items: [], link: {type: 'doc', id}},
  };
}

function category(label: string, entries: {item: SidebarItem}[]): SidebarItem {
  return {type: 'category', label, items: entries.map((e) => e.item)};
}

/** The sidebar as label trees: groups become {label: [children]}, write-ups their label. */
function shape(items: readonly SidebarItem[]): unknown[] {
  return items.map((item) =>
    item.type === 'category' && item.items.length > 0
      ? {[item.label]: shape(item.items)}
      : 'label' in item && item.label
        ? item.label
        : item.type === 'doc'
          ? item.id
          : item.type,
  );
}

function docIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc') return [item.id];
    if (item.type !== 'category') return [];
    return item.items.length === 0 && item.link?.type === 'doc' ? [item.link.id] : docIds(item.items);
  });
}

const LEETCODE = [
  leetCode('Add Two Integers', 2235),
  leetCode('Binary Search', 704),
  leetCode('Fibonacci Number', 509),
  leetCode('Is Subsequence', 392),
  leetCode('Minimum Size Subarray Sum', 209),
  leetCode('Ransom Note', 383),
  leetCode('Two Sum', 1),
];
const CODEWARS = [
  codewars('4 kyu Human readable duration format'),
  codewars('4 kyu Most frequently used words in a text'),
  codewars('5 kyu First non-repeating character'),
  codewars('6 kyu Who likes it'),
];
const SAME_RANGE = ['Apple', 'Banana', 'Cherry', 'Date', 'Egg'].map((title, i) => leetCode(title, 301 + i));
const DOCS = [...LEETCODE, ...CODEWARS, ...SAME_RANGE].map((e) => e.doc);
const intro: SidebarItem = {type: 'doc', id: 'intro'};

describe('groupOf', () => {
  it.each([
    {frontMatter: {platform: 'LeetCode', number: 1}, expected: {key: 0, label: '1–99'}},
    {frontMatter: {platform: 'LeetCode', number: 99}, expected: {key: 0, label: '1–99'}},
    {frontMatter: {platform: 'LeetCode', number: 100}, expected: {key: 100, label: '100–199'}},
    {frontMatter: {platform: 'LeetCode', number: 704}, expected: {key: 700, label: '700–799'}},
    {frontMatter: {platform: 'LeetCode', number: 3105}, expected: {key: 3100, label: '3100–3199'}},
    {frontMatter: {platform: 'Codewars', difficulty: '6 kyu'}, expected: {key: 6, label: '6 kyu'}},
    {frontMatter: {platform: 'Codewars', difficulty: '1 kyu'}, expected: {key: 1, label: '1 kyu'}},
    {frontMatter: {platform: 'LeetCode'}, expected: undefined},
    {frontMatter: {platform: 'Codewars', difficulty: 'Easy'}, expected: undefined},
    {frontMatter: {title: 'Introduction'}, expected: undefined},
  ] as const)('$frontMatter → $expected.label', ({frontMatter, expected}) => {
    expect(groupOf(frontMatter)).toEqual(expected);
  });
});

describe('groupLargeCategories', () => {
  it.each([
    {
      name: 'leaves categories at or under the threshold as they are',
      threshold: 7,
      sidebar: [intro, category('Codewars', CODEWARS), category('LeetCode', LEETCODE)],
      expected: ['intro', {Codewars: CODEWARS.map((e) => e.doc.title)}, {LeetCode: LEETCODE.map((e) => e.doc.title)}],
    },
    {
      name: 'splits LeetCode by number range, in number order, keeping the order inside a range',
      threshold: 6,
      sidebar: [intro, category('LeetCode', LEETCODE)],
      expected: [
        'intro',
        {
          LeetCode: [
            {'1–99': ['Two Sum']},
            {'200–299': ['Minimum Size Subarray Sum']},
            {'300–399': ['Is Subsequence', 'Ransom Note']},
            {'500–599': ['Fibonacci Number']},
            {'700–799': ['Binary Search']},
            {'2200–2299': ['Add Two Integers']},
          ],
        },
      ],
    },
    {
      name: 'splits Codewars by kyu and leaves the smaller LeetCode category alone',
      threshold: 3,
      sidebar: [category('Codewars', CODEWARS), category('LeetCode', LEETCODE.slice(0, 3))],
      expected: [
        {
          Codewars: [
            {'4 kyu': ['4 kyu Human readable duration format', '4 kyu Most frequently used words in a text']},
            {'5 kyu': ['5 kyu First non-repeating character']},
            {'6 kyu': ['6 kyu Who likes it']},
          ],
        },
        {LeetCode: ['Add Two Integers', 'Binary Search', 'Fibonacci Number']},
      ],
    },
    {
      name: 'cuts a group that is still too large into runs labelled by initials',
      threshold: 2,
      sidebar: [category('LeetCode', SAME_RANGE)],
      expected: [{LeetCode: [{'300–399 A–B': ['Apple', 'Banana']}, {'300–399 C–D': ['Cherry', 'Date']}, {'300–399 E': ['Egg']}]}],
    },
    {
      name: 'leaves a large category alone when one of its items is not a write-up',
      threshold: 2,
      sidebar: [category('LeetCode', [...LEETCODE.slice(0, 3), {item: intro}])],
      expected: [{LeetCode: ['Add Two Integers', 'Binary Search', 'Fibonacci Number', 'intro']}],
    },
    {
      name: 'groups write-ups given as plain doc items as well',
      threshold: 1,
      sidebar: [
        {type: 'category', label: 'LeetCode', items: LEETCODE.slice(0, 2).map((e) => ({type: 'doc', id: e.doc.id, label: e.doc.title}))},
      ],
      expected: [{LeetCode: [{'700–799': ['Binary Search']}, {'2200–2299': ['Add Two Integers']}]}],
    },
    {
      name: 'groups nested categories too',
      threshold: 2,
      sidebar: [{type: 'category', label: 'Practice', items: [category('Codewars', CODEWARS)]}],
      expected: [
        {
          Practice: [
            {
              Codewars: [
                {'4 kyu': ['4 kyu Human readable duration format', '4 kyu Most frequently used words in a text']},
                {'5 kyu': ['5 kyu First non-repeating character']},
                {'6 kyu': ['6 kyu Who likes it']},
              ],
            },
          ],
        },
      ],
    },
  ] satisfies {name: string; threshold: number; sidebar: SidebarItem[]; expected: unknown[]}[])(
    '$name',
    ({threshold, sidebar, expected}) => {
      expect(shape(groupLargeCategories(sidebar, DOCS, {threshold}))).toEqual(expected);
    },
  );

  it('makes every new group a collapsible category that starts collapsed, with no link of its own', () => {
    const [leetCodeCategory] = groupLargeCategories([category('LeetCode', LEETCODE)], DOCS, {threshold: 3});
    expect(leetCodeCategory?.type === 'category' && leetCodeCategory.items.length).toBe(6);
    for (const group of leetCodeCategory?.type === 'category' ? leetCodeCategory.items : []) {
      expect(group).toMatchObject({type: 'category', collapsible: true, collapsed: true});
      expect(group).not.toHaveProperty('link');
    }
  });

  it(`splits a category of more than ${GROUP_THRESHOLD} write-ups by default, not one of ${GROUP_THRESHOLD}`, () => {
    const writeUps = Array.from({length: GROUP_THRESHOLD + 1}, (_, i) => leetCode(`Problem ${i}`, 150 + i));
    const docs = writeUps.map((e) => e.doc);
    expect(shape(groupLargeCategories([category('LeetCode', writeUps.slice(0, GROUP_THRESHOLD))], docs))).toEqual([
      {LeetCode: writeUps.slice(0, GROUP_THRESHOLD).map((e) => e.doc.title)},
    ]);
    const [grouped] = shape(groupLargeCategories([category('LeetCode', writeUps)], docs)) as {LeetCode: object[]}[];
    expect(grouped!.LeetCode.map((g) => Object.keys(g)[0])).toEqual(['100–199', '200–299']);
  });

  it('keeps every write-up exactly once, in groups of at most the threshold, for any numbers', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({min: 1, max: 4000}), {minLength: 0, maxLength: 300}),
        fc.integer({min: 1, max: 50}),
        (numbers, threshold) => {
          const writeUps = numbers.map((n) => leetCode(`Problem ${n}`, n));
          const grouped = groupLargeCategories(
            [intro, category('LeetCode', writeUps)],
            writeUps.map((e) => e.doc),
            {threshold},
          );
          expect(docIds(grouped)).toEqual(['intro', ...writeUps.map((e) => e.doc.id)].sort(byGroupThenOrder(writeUps, threshold)));
          const leetCodeCategory = grouped[1]!;
          if (leetCodeCategory.type !== 'category') throw new Error('expected a category');
          for (const group of leetCodeCategory.items) {
            if (group.type === 'category' && group.items.length > 0) expect(group.items.length).toBeLessThanOrEqual(threshold);
          }
        },
      ),
    );
  });
});

/** The order the ids take once grouped: by range when the category was split, else unchanged. */
function byGroupThenOrder(writeUps: {doc: Doc}[], threshold: number) {
  const position = new Map(writeUps.map((e, i) => [e.doc.id, i]));
  const split = writeUps.length > threshold;
  const rangeOf = (id: string) => {
    const doc = writeUps.find((e) => e.doc.id === id)?.doc;
    return split && doc ? Math.floor((doc.frontMatter.number as number) / 100) : -1;
  };
  return (a: string, b: string) =>
    a === 'intro' ? -1 : b === 'intro' ? 1 : rangeOf(a) - rangeOf(b) || position.get(a)! - position.get(b)!;
}

describe('groupedSidebarItemsGenerator', () => {
  it("groups the default generator's sidebar", async () => {
    const writeUps = Array.from({length: GROUP_THRESHOLD + 1}, (_, i) => leetCode(`Problem ${i}`, 1 + i));
    const docs = writeUps.map((e) => e.doc);
    const sidebar = await groupedSidebarItemsGenerator({
      defaultSidebarItemsGenerator: () => Promise.resolve([intro, category('LeetCode', writeUps)]),
      item: {type: 'autogenerated', dirName: '.'},
      version: {versionName: 'current', contentPath: 'docs'},
      docs,
      numberPrefixParser: () => ({filename: '', numberPrefix: undefined}),
      isCategoryIndex: () => false,
      categoriesMetadata: {},
    });
    expect(shape(sidebar)).toEqual([
      'intro',
      {LeetCode: [{'1–99': docs.slice(0, 99).map((d) => d.title)}, {'100–199': ['Problem 99', 'Problem 100']}]},
    ]);
  });
});
