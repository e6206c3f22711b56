import {describe, expect, it} from 'vitest';
import {DIFFICULTY_ORDER} from '../../../platforms';
import {collectProblems} from './index';
import {decodeProblems, encodeProblems} from '../data';
import type {Problem, ProblemIndexData} from '../types';

type Doc = Parameters<typeof collectProblems>[0][number];

const BASE = '/solve-problems/';

function leetCode(title: string, number: number, difficulty: string, topics: string[]): Doc {
  return {
    permalink: `${BASE}LeetCode/${title}/`,
    frontMatter: {title, platform: 'LeetCode', number, difficulty, url: 'https://leetcode.com/problems/x/', topics},
  };
}

function codewars(title: string, topics: string[]): Doc {
  const difficulty = `${title.slice(0, 1)} kyu`;
  return {
    permalink: `${BASE}Codewars/${title}/`,
    frontMatter: {title, platform: 'Codewars', difficulty, url: 'https://www.codewars.com/kata/x', topics},
  };
}

const intro: Doc = {permalink: `${BASE}intro`, frontMatter: {title: 'Introduction', description: 'How to read'}};
const binarySearch = leetCode('Binary Search', 704, 'Easy', ['Array', 'Binary Search']);
const badPairs = leetCode('Count Number of Bad Pairs', 2364, 'Medium', ['Array', 'Hash Table', 'Math', 'Counting']);
const fibonacci = leetCode('Fibonacci Number', 509, 'Easy', ['Math', 'Recursion']);
const likes = codewars('6 kyu Who likes it', ['String', 'Array']);
const duration = codewars('4 kyu Human readable duration format', ['String', 'Math']);

const titles = (problems: Problem[]) => problems.map((problem) => problem.title);

describe('collectProblems', () => {
  it.each([
    {name: 'has no rows without docs', docs: [], expected: []},
    {name: 'skips docs that are not write-ups, such as the intro', docs: [intro], expected: []},
    {
      name: 'lists Codewars before LeetCode, whatever the docs order',
      docs: [binarySearch, likes],
      expected: ['6 kyu Who likes it', 'Binary Search'],
    },
    {
      name: 'orders LeetCode by problem number, not by title',
      docs: [badPairs, binarySearch, fibonacci],
      expected: ['Fibonacci Number', 'Binary Search', 'Count Number of Bad Pairs'],
    },
    {
      name: 'orders Codewars by title, so by kyu from the hardest',
      docs: [likes, duration],
      expected: ['4 kyu Human readable duration format', '6 kyu Who likes it'],
    },
  ])('$name', ({docs, expected}) => {
    expect(titles(collectProblems(docs))).toEqual(expected);
  });

  it('keeps the title, permalink, platform, difficulty, number and topics of a LeetCode write-up', () => {
    expect(collectProblems([binarySearch])).toEqual([
      {
        title: 'Binary Search',
        permalink: '/solve-problems/LeetCode/Binary Search/',
        platform: 'LeetCode',
        difficulty: 'Easy',
        number: 704,
        topics: ['Array', 'Binary Search'],
      },
    ]);
  });

  it('gives a Codewars write-up its kyu as difficulty and no number', () => {
    const [problem] = collectProblems([likes]);
    expect(problem).toEqual({
      title: '6 kyu Who likes it',
      permalink: '/solve-problems/Codewars/6 kyu Who likes it/',
      platform: 'Codewars',
      difficulty: '6 kyu',
      topics: ['String', 'Array'],
    });
    expect(problem).not.toHaveProperty('number');
  });
});

describe('the compact module data', () => {
  const problems = collectProblems([binarySearch, badPairs, fibonacci, likes, duration]);
  const encode = (rows: Problem[]) => encodeProblems(rows, BASE, {platforms: ['Codewars', 'LeetCode'], difficulties: DIFFICULTY_ORDER});

  it.each([
    {name: 'five write-ups of both platforms', rows: problems},
    {name: 'no write-up', rows: []},
    {
      name: 'a write-up whose permalink is not derived from its title',
      rows: [{...problems[0]!, permalink: '/solve-problems/elsewhere/'}],
    },
  ])('decodes back to the same problems: $name', ({rows}) => {
    expect(decodeProblems(JSON.parse(JSON.stringify(encode(rows))) as ProblemIndexData)).toEqual(rows);
  });

  it('stores platforms, difficulties and topics once, as indices, in the given order', () => {
    const data = encode(problems);
    expect(data.platforms).toEqual(['Codewars', 'LeetCode']);
    expect(data.difficulties).toEqual(['Easy', 'Medium', '6 kyu', '4 kyu']);
    expect(data.topics).toEqual(['String', 'Math', 'Array', 'Recursion', 'Binary Search', 'Hash Table', 'Counting']);
    expect(data.problems[0]).toEqual(['4 kyu Human readable duration format', 0, 3, 0, [0, 1]]);
  });

  it('omits a permalink that follows from the platform and title, and keeps one that does not', () => {
    const data = encode([problems[0]!, {...problems[2]!, permalink: '/solve-problems/elsewhere/'}]);
    expect(data.problems.map((row) => row.length)).toEqual([5, 6]);
    expect(data.problems[1]![5]).toBe('/solve-problems/elsewhere/');
  });

  it('lists only the values some write-up uses', () => {
    const data = encode(collectProblems([binarySearch]));
    expect(data).toMatchObject({platforms: ['LeetCode'], difficulties: ['Easy'], topics: ['Array', 'Binary Search']});
  });
});
