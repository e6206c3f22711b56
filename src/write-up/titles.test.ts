import {describe, expect, it} from 'vitest';
import {CODEWARS_URL, LEETCODE_URL, folderNameFor, leetCodeSlug, leetCodeUrl, nameProblem} from './titles';

describe('leetCodeSlug', () => {
  it.each([
    {title: 'Binary Search', slug: 'binary-search'},
    {title: 'Pow(x, n)', slug: 'powx-n'},
    {title: 'Is Graph Bipartite?', slug: 'is-graph-bipartite'},
    {title: '1-bit and 2-bit Characters', slug: '1-bit-and-2-bit-characters'},
    {title: 'Two Sum II - Input Array Is Sorted', slug: 'two-sum-ii-input-array-is-sorted'},
    {title: 'Special Array I', slug: 'special-array-i'},
    {title: "Don't Be Café", slug: 'dont-be-cafe'},
    {title: '兩數之和', slug: ''},
  ])('makes "$slug" of "$title"', ({title, slug}) => {
    expect(leetCodeSlug(title)).toBe(slug);
  });

  it('gives no address for a title without Latin letters or digits', () => {
    expect(leetCodeUrl('兩數之和')).toBeUndefined();
    expect(leetCodeUrl('Pow(x, n)')).toBe('https://leetcode.com/problems/powx-n/');
  });
});

describe('the address shapes', () => {
  it.each([
    {url: 'https://leetcode.com/problems/powx-n/', leetCode: true},
    {url: 'https://leetcode.com/problems/is-graph-bipartite?/', leetCode: false},
    {url: 'https://leetcode.com/problems/pow(x,-n)/', leetCode: false},
    {url: 'https://leetcode.com/problems/two-sum-ii---input-array-is-sorted/', leetCode: false},
    {url: 'https://leetcode.com/problems/兩數之和/', leetCode: false},
    {url: 'https://leetcode.com/problems/Two-Sum/', leetCode: false},
    {url: 'https://leetcode.com/problems/two-sum', leetCode: false},
    {url: 'https://leetcode.com/problems/', leetCode: false},
  ])('LeetCode: $url is $leetCode', ({url, leetCode}) => {
    expect(LEETCODE_URL.test(url)).toBe(leetCode);
  });

  it.each([
    {url: 'https://www.codewars.com/kata/5266876b8f4bf2da9b000362', codewars: true},
    {url: 'https://www.codewars.com/kata/5266876b8f4bf2da9b00036', codewars: false},
    {url: 'https://www.codewars.com/kata/5266876b8f4bf2da9b000362/train/typescript', codewars: false},
    {url: 'https://www.codewars.com/kata/who-likes-it', codewars: false},
  ])('Codewars: $url is $codewars', ({url, codewars}) => {
    expect(CODEWARS_URL.test(url)).toBe(codewars);
  });
});

describe('folderNameFor', () => {
  it.each([
    {title: 'Is Graph Bipartite?', folder: 'Is Graph Bipartite'},
    {title: 'Pow(x, n)', folder: 'Powx, n'},
    {title: 'Sum of Digits / Digital Root', folder: 'Sum of Digits Digital Root'},
    {title: 'A: "B" <c> | d * e # f % g \\ h (i)', folder: 'A B c d e f g h i'},
    {title: '1-bit and 2-bit Characters', folder: '1-bit and 2-bit Characters'},
    {title: '兩數之和', folder: '兩數之和'},
  ])('publishes "$title" from "$folder"', ({title, folder}) => {
    expect(folderNameFor(title)).toBe(folder);
  });
});

describe('nameProblem', () => {
  it.each([{name: 'Is Graph Bipartite?'}, {name: 'Two Sum II - Input Array Is Sorted'}, {name: '兩'.repeat(85)}, {name: 'a'.repeat(100)}])(
    'accepts "$name"',
    ({name}) => {
      expect(nameProblem(name)).toBeUndefined();
    },
  );

  it.each([
    {why: 'a control character', name: 'Two\tSum', message: /holds a control character \(U\+0009\); type it on one line/},
    {why: 'a line break', name: 'Two\nSum', message: /control character \(U\+000A\)/},
    {why: 'a leading dot', name: '.Two Sum', message: /starts with "\.", which Docusaurus leaves out of the site; drop the "\."/},
    {why: 'a leading underscore', name: '_Two Sum', message: /starts with "_"/},
    {why: 'a trailing dot', name: 'Two Sum.', message: /ends with a dot, which Windows drops from folder names; remove it/},
    {why: 'a trailing space', name: 'Two Sum ', message: /has spaces at an end; remove them/},
    {why: 'more than 100 characters', name: 'a'.repeat(101), message: /has 101 characters; shorten it to at most 100/},
    {why: 'more than 255 bytes', name: '兩'.repeat(86), message: /takes 258 bytes as a folder name .*allow 255/},
    {why: 'nothing a folder can hold', name: '???', message: /nothing but characters a folder name cannot hold/},
    {why: 'a folder ending with a dot', name: 'Why not 1.?', message: /makes the folder name "Why not 1\.", which ends with a dot/},
  ])('rejects a title with $why, on one line', ({name, message}) => {
    const problem = nameProblem(name);
    expect(problem).toMatch(message);
    expect(problem).not.toContain('\n');
  });

  it('tells a folder name with unportable characters how to keep the exact title', () => {
    expect(nameProblem('Is Graph Bipartite?', 'folder name')).toBe(
      'the folder name "Is Graph Bipartite?" holds characters that Windows, a URL or a route cannot (? # % : * " < > | \\ / ( )); ' +
        'rename the folder to "Is Graph Bipartite" and give the exact title in the front matter: title: "Is Graph Bipartite?"',
    );
  });
});
