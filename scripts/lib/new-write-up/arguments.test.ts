import {describe, expect, it} from 'vitest';
import {parseNewWriteUpArgs, UsageError} from './arguments';

const leetCodeArgs = ['leetcode', 'Two Sum', '--number', '1', '--difficulty', 'Easy', '--fn', 'twoSum'];
const codewarsArgs = ['codewars', '6 kyu Who likes it', '--kata', '5266876b8f4bf2da9b000362', '--fn', 'likes'];

describe('parseNewWriteUpArgs', () => {
  it('reads a LeetCode write-up and derives its problem address from the title', () => {
    expect(parseNewWriteUpArgs([...leetCodeArgs, '--topics', 'Array, Hash Table'])).toEqual({
      platform: 'LeetCode',
      title: 'Two Sum',
      folder: 'Two Sum',
      fn: 'twoSum',
      number: 1,
      difficulty: 'Easy',
      url: 'https://leetcode.com/problems/two-sum/',
      topics: ['Array', 'Hash Table'],
    });
  });

  it('reads a Codewars write-up and builds the kata address', () => {
    expect(parseNewWriteUpArgs(codewarsArgs)).toEqual({
      platform: 'Codewars',
      title: '6 kyu Who likes it',
      folder: '6 kyu Who likes it',
      fn: 'likes',
      url: 'https://www.codewars.com/kata/5266876b8f4bf2da9b000362',
      topics: [],
    });
  });

  it.each([
    {title: 'Is Graph Bipartite?', number: '785', folder: 'Is Graph Bipartite', url: 'https://leetcode.com/problems/is-graph-bipartite/'},
    {title: 'Pow(x, n)', number: '50', folder: 'Powx, n', url: 'https://leetcode.com/problems/powx-n/'},
    {
      title: 'Two Sum II - Input Array Is Sorted',
      number: '167',
      folder: 'Two Sum II - Input Array Is Sorted',
      url: 'https://leetcode.com/problems/two-sum-ii-input-array-is-sorted/',
    },
    {
      title: '1-bit and 2-bit Characters',
      number: '717',
      folder: '1-bit and 2-bit Characters',
      url: 'https://leetcode.com/problems/1-bit-and-2-bit-characters/',
    },
    {
      title: 'Sum of Digits / Digital Root',
      number: '9999',
      folder: 'Sum of Digits Digital Root',
      url: 'https://leetcode.com/problems/sum-of-digits-digital-root/',
    },
  ])('publishes "$title" from the folder "$folder", linking to $url', ({title, number, folder, url}) => {
    const args = ['leetcode', title, '--number', number, '--difficulty', 'Easy', '--fn', 'solve'];
    expect(parseNewWriteUpArgs(args)).toMatchObject({title, folder, url, number: Number(number)});
  });

  it("takes the address from --url when LeetCode's slug differs, and requires it for a title without Latin letters", () => {
    const args = ['leetcode', '兩數之和', '--number', '1', '--difficulty', 'Easy', '--fn', 'twoSum'];
    expect(() => parseNewWriteUpArgs(args)).toThrow(
      'the title "兩數之和" has no Latin letters or digits to make LeetCode\'s address from; add --url https://leetcode.com/problems/<slug>/ (the slug in the problem\'s address).',
    );
    expect(parseNewWriteUpArgs([...args, '--url', 'https://leetcode.com/problems/two-sum/'])).toMatchObject({
      title: '兩數之和',
      folder: '兩數之和',
      url: 'https://leetcode.com/problems/two-sum/',
    });
  });

  it.each([
    {
      name: 'an unknown platform',
      args: ['hackerrank', 'Two Sum', '--fn', 'twoSum'],
      message: /unknown platform "hackerrank": use leetcode or codewars/,
    },
    {name: 'a missing title', args: ['leetcode'], message: /expected a platform and one quoted title/},
    {
      name: 'a wrong difficulty',
      args: [...leetCodeArgs.slice(0, 4), '--difficulty', 'Ease', '--fn', 'twoSum'],
      message: /--difficulty must be one of Easy, Medium, Hard, got "Ease"/,
    },
    {name: 'a missing difficulty', args: ['leetcode', 'Two Sum', '--number', '1', '--fn', 'twoSum'], message: /missing --difficulty/},
    {
      name: 'a number that is not a positive integer',
      args: ['leetcode', 'Two Sum', '--number', '0', '--difficulty', 'Easy', '--fn', 'twoSum'],
      message: /--number must be LeetCode's problem number in plain digits, e\.g\. 704; got "0"/,
    },
    {
      name: 'a Codewars title without its kyu',
      args: ['codewars', 'Who likes it', '--kata', '5266876b8f4bf2da9b000362', '--fn', 'likes'],
      message: /starts with its kyu, 1 to 8/,
    },
    {
      name: 'a kyu out of range',
      args: ['codewars', '9 kyu Who likes it', '--kata', '5266876b8f4bf2da9b000362', '--fn', 'likes'],
      message: /starts with its kyu/,
    },
    {
      name: 'a kata id of the wrong form',
      args: ['codewars', '6 kyu Who likes it', '--kata', 'who-likes-it', '--fn', 'likes'],
      message: /--kata must be the 24-character id/,
    },
    {
      name: 'a function name with a space',
      args: [...leetCodeArgs.slice(0, 7), 'two sum'],
      message: /--fn "two sum" is not a valid function name/,
    },
    {
      name: 'a reserved word as function name',
      args: [...leetCodeArgs.slice(0, 7), 'delete'],
      message: /--fn "delete" is not a valid function name/,
    },
    {
      name: 'a number in exponent form',
      args: ['leetcode', 'Two Sum', '--number', '1e3', '--difficulty', 'Easy', '--fn', 'twoSum'],
      message: /--number must be LeetCode's problem number in plain digits, e\.g\. 704; got "1e3"/,
    },
    {
      name: 'a hexadecimal number',
      args: ['leetcode', 'Two Sum', '--number', '0x10', '--difficulty', 'Easy', '--fn', 'twoSum'],
      message: /in plain digits, e\.g\. 704; got "0x10"/,
    },
    {
      name: 'a title with a control character',
      args: ['leetcode', 'Two\u0007Sum', ...leetCodeArgs.slice(2)],
      message: /holds a control character \(U\+0007\)/,
    },
    {
      name: 'a title with a leading dot',
      args: ['leetcode', '.Two Sum', ...leetCodeArgs.slice(2)],
      message: /starts with "\.", which Docusaurus leaves out of the site/,
    },
    {name: 'a title with a leading underscore', args: ['leetcode', '_Two Sum', ...leetCodeArgs.slice(2)], message: /starts with "_"/},
    {name: 'a title with a trailing dot', args: ['leetcode', 'Two Sum.', ...leetCodeArgs.slice(2)], message: /ends with a dot/},
    {name: 'a title with a trailing space', args: ['leetcode', 'Two Sum ', ...leetCodeArgs.slice(2)], message: /spaces at an end/},
    {
      name: 'a title over 100 characters',
      args: ['leetcode', 'Sum '.repeat(30).trim(), ...leetCodeArgs.slice(2)],
      message: /has 119 characters; shorten it to at most 100/,
    },
    {
      name: 'a title over 255 bytes',
      args: ['leetcode', '和'.repeat(90), ...leetCodeArgs.slice(2), '--url', 'https://leetcode.com/problems/two-sum/'],
      message: /takes 270 bytes as a folder name/,
    },
    {
      name: 'a --url that is not a LeetCode slug',
      args: [...leetCodeArgs, '--url', 'https://leetcode.com/problems/is-graph-bipartite?/'],
      message: /--url must be a LeetCode problem address with a lower-case ASCII slug/,
    },
    {
      name: 'a --url on Codewars',
      args: [...codewarsArgs, '--url', 'https://www.codewars.com/kata/5266876b8f4bf2da9b000362'],
      message: /--url is for LeetCode; a Codewars address comes from --kata/,
    },
    {
      name: 'a misspelt topic',
      args: [...leetCodeArgs, '--topics', 'Hash Tabel'],
      message: /unknown topic "Hash Tabel"; did you mean "Hash Table"\?/,
    },
  ])('rejects $name with a one-line reason', ({args, message}) => {
    expect(() => parseNewWriteUpArgs(args)).toThrow(UsageError);
    // The reason is the first line; only a wrong command shape adds the usage lines.
    expect(() => parseNewWriteUpArgs(args)).toThrow(new RegExp(`^[^\\n]*(${message.source})`));
  });
});
