import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import type {Problem} from '../types';
import {
  EMPTY_FILTER,
  PAGE_SIZE,
  buildSearchIndex,
  filterProblems,
  firstPage,
  pageOf,
  parseQuery,
  queryWords,
  resultsSummary,
  rowLimit,
  serializeQuery,
  showMore,
  toggleChoice,
  type Facets,
  type FilterState,
} from './filter';

const facets: Facets = {
  platforms: ['Codewars', 'LeetCode'],
  difficulties: ['Easy', 'Medium', 'Hard'],
  topics: ['Array', 'Binary Search', 'Hash Table', 'Math', 'String'],
};

function problem(title: string, platform: 'Codewars' | 'LeetCode', difficulty: string, topics: string[], number?: number): Problem {
  return {
    title,
    platform,
    difficulty,
    topics,
    permalink: `/${platform}/${title}/`,
    ...(number && {number}),
  };
}

const problems: Problem[] = [
  problem('4 kyu Human readable duration format', 'Codewars', '4 kyu', ['String', 'Math']),
  problem('5 kyu First non-repeating character', 'Codewars', '5 kyu', ['String', 'Hash Table']),
  problem('6 kyu Who likes it', 'Codewars', '6 kyu', ['String', 'Array']),
  problem('Binary Search', 'LeetCode', 'Easy', ['Array', 'Binary Search'], 704),
  problem('Minimum Size Subarray Sum', 'LeetCode', 'Medium', ['Array', 'Binary Search'], 209),
  problem('Count Number of Bad Pairs', 'LeetCode', 'Medium', ['Array', 'Hash Table', 'Math'], 2364),
  problem('Ransom Note', 'LeetCode', 'Easy', ['Hash Table', 'String'], 383),
];
const index = buildSearchIndex(problems, facets);
const filter = (state: Partial<FilterState>) => filterProblems(index, {...EMPTY_FILTER, ...state});
const titles = (state: Partial<FilterState>) => filter(state).matches.map((p) => p.title);

describe('parseQuery', () => {
  it.each([
    {name: 'reads no filter from an empty query', search: '', expected: {}},
    {
      name: 'reads every filter in one query',
      search: '?platform=LeetCode&difficulty=Easy&topic=Array&topic=String&q=binary',
      expected: {
        platforms: ['LeetCode'],
        difficulties: ['Easy'],
        topics: ['Array', 'String'],
        q: 'binary',
      },
    },
    {
      name: 'reads a query without the leading "?"',
      search: 'platform=Codewars',
      expected: {platforms: ['Codewars']},
    },
    {
      name: 'decodes "+" and %20 as spaces',
      search: '?topic=Hash+Table&q=two%20sum',
      expected: {topics: ['Hash Table'], q: 'two sum'},
    },
    {
      name: 'ignores case and spells values as the facets do',
      search: '?platform=leetcode&difficulty=MEDIUM&topic=binary+search',
      expected: {
        platforms: ['LeetCode'],
        difficulties: ['Medium'],
        topics: ['Binary Search'],
      },
    },
    {
      name: 'drops unknown values',
      search: '?platform=HackerRank&difficulty=5+kyu&topic=Graph',
      expected: {},
    },
    {
      name: 'keeps a repeated value once',
      search: '?topic=Array&topic=array',
      expected: {topics: ['Array']},
    },
    {
      name: 'orders values as the facet does',
      search: '?topic=String&topic=Array&platform=LeetCode&platform=Codewars',
      expected: {
        platforms: ['Codewars', 'LeetCode'],
        topics: ['Array', 'String'],
      },
    },
    {
      name: 'ignores other parameters',
      search: '?utm_source=mail&page=2',
      expected: {},
    },
    {
      name: 'keeps the text as typed',
      search: '?q=%20Binary%20',
      expected: {q: ' Binary '},
    },
  ])('$name', ({search, expected}) => {
    expect(parseQuery(search, facets)).toEqual({
      ...EMPTY_FILTER,
      ...expected,
    });
  });
});

describe('serializeQuery', () => {
  it.each([
    {
      name: 'writes nothing when no filter is set',
      state: {},
      current: '',
      expected: '',
    },
    {
      name: 'writes every filter in a fixed order, topics repeated',
      state: {
        q: 'binary',
        topics: ['Array', 'String'],
        difficulties: ['Easy' as const],
        platforms: ['LeetCode'],
      },
      current: '',
      expected: '?platform=LeetCode&difficulty=Easy&topic=Array&topic=String&q=binary',
    },
    {
      name: 'encodes spaces',
      state: {topics: ['Hash Table'], q: 'two sum'},
      current: '',
      expected: '?topic=Hash+Table&q=two+sum',
    },
    {
      name: 'leaves out a text of spaces only',
      state: {q: '   '},
      current: '',
      expected: '',
    },
    {
      name: 'keeps parameters that are not filters',
      state: {platforms: ['Codewars']},
      current: '?utm_source=mail&platform=LeetCode',
      expected: '?utm_source=mail&platform=Codewars',
    },
    {
      name: 'removes the filters of the current query when cleared',
      state: {},
      current: '?platform=LeetCode&q=x',
      expected: '',
    },
  ])('$name', ({state, current, expected}) => {
    expect(serializeQuery({...EMPTY_FILTER, ...state}, current)).toBe(expected);
  });

  it.each([
    {
      platforms: ['LeetCode'],
      difficulties: ['Medium' as const, 'Hard' as const],
      topics: [],
      q: '',
    },
    {
      platforms: [],
      difficulties: [],
      topics: ['Binary Search', 'Hash Table'],
      q: 'sub array & co',
    },
    {
      platforms: ['Codewars', 'LeetCode'],
      difficulties: ['Easy' as const],
      topics: ['Array'],
      q: '#704',
    },
  ])('reads back what it writes: %j', (state) => {
    expect(parseQuery(serializeQuery(state), facets)).toEqual(state);
  });
});

describe('toggleChoice', () => {
  it.each([
    {
      name: 'adds an unticked choice in facet order',
      topics: ['String'],
      value: 'Array',
      expected: ['Array', 'String'],
    },
    {
      name: 'removes a ticked choice',
      topics: ['Array', 'String'],
      value: 'Array',
      expected: ['String'],
    },
  ])('$name', ({topics, value, expected}) => {
    expect(toggleChoice({...EMPTY_FILTER, topics}, 'topics', value, facets).topics).toEqual(expected);
  });
});

describe('filterProblems: which write-ups match', () => {
  it.each([
    {
      name: 'shows every write-up, in order, without filters',
      state: {},
      expected: problems.map((p) => p.title),
    },
    {
      name: 'keeps one platform',
      state: {platforms: ['Codewars']},
      expected: ['4 kyu Human readable duration format', '5 kyu First non-repeating character', '6 kyu Who likes it'],
    },
    {
      name: 'treats all platforms ticked as no platform filter',
      state: {platforms: ['Codewars', 'LeetCode']},
      expected: problems.map((p) => p.title),
    },
    {
      name: 'places kyu on the shared difficulty scale (5 kyu is Medium)',
      state: {difficulties: ['Medium' as const]},
      expected: ['5 kyu First non-repeating character', 'Minimum Size Subarray Sum', 'Count Number of Bad Pairs'],
    },
    {
      name: 'keeps any of several difficulties',
      state: {difficulties: ['Easy' as const, 'Hard' as const]},
      expected: ['4 kyu Human readable duration format', '6 kyu Who likes it', 'Binary Search', 'Ransom Note'],
    },
    {
      name: 'keeps write-ups with every ticked topic',
      state: {topics: ['Array', 'Hash Table']},
      expected: ['Count Number of Bad Pairs'],
    },
    {
      name: 'matches the title whatever its case',
      state: {q: 'BINARY'},
      expected: ['Binary Search'],
    },
    {
      name: 'matches the number',
      state: {q: '704'},
      expected: ['Binary Search'],
    },
    {
      name: 'matches the number written with "#"',
      state: {q: '#2364'},
      expected: ['Count Number of Bad Pairs'],
    },
    {
      name: 'matches every word in any order',
      state: {q: ' sum  minimum '},
      expected: ['Minimum Size Subarray Sum'],
    },
    {
      name: 'ignores a text of spaces only',
      state: {q: '   '},
      expected: problems.map((p) => p.title),
    },
    {
      name: 'combines every filter',
      state: {
        platforms: ['LeetCode'],
        difficulties: ['Easy' as const],
        topics: ['Hash Table'],
        q: 'note',
      },
      expected: ['Ransom Note'],
    },
    {
      name: 'finds nothing when the filters exclude each other',
      state: {platforms: ['Codewars'], topics: ['Binary Search']},
      expected: [],
    },
  ])('$name', ({state, expected}) => {
    expect(titles(state)).toEqual(expected);
  });

  it('counts the total whatever the filters', () => {
    expect(filter({q: 'nothing like this'}).total).toBe(problems.length);
  });
});

describe('filterProblems: the count next to each choice', () => {
  it.each([
    {
      name: 'counts every write-up per choice without filters',
      state: {},
      expected: {
        platforms: [3, 4],
        difficulties: [3, 3, 1],
        topics: [4, 2, 3, 2, 4],
      },
    },
    {
      name: 'still counts the other platforms when one is ticked, so they can be added',
      state: {platforms: ['LeetCode']},
      expected: {
        platforms: [3, 4],
        difficulties: [2, 2, 0],
        topics: [3, 2, 2, 1, 1],
      },
    },
    {
      name: 'counts platforms among the ticked difficulties',
      state: {difficulties: ['Medium' as const]},
      expected: {
        platforms: [1, 2],
        difficulties: [3, 3, 1],
        topics: [2, 1, 2, 1, 1],
      },
    },
    {
      name: 'counts each topic as what adding it would show',
      state: {topics: ['Array']},
      expected: {
        platforms: [1, 3],
        difficulties: [2, 2, 0],
        topics: [4, 2, 1, 1, 1],
      },
    },
    {
      name: 'counts within the text search',
      state: {q: 'sum'},
      expected: {
        platforms: [0, 1],
        difficulties: [0, 1, 0],
        topics: [1, 1, 0, 0, 0],
      },
    },
  ])('$name', ({state, expected}) => {
    expect(filter(state).counts).toEqual(expected);
  });

  it('counts as many write-ups for a ticked topic as are shown', () => {
    const result = filter({topics: ['String'], platforms: ['Codewars']});
    expect(result.counts.topics[facets.topics.indexOf('String')]).toBe(result.matches.length);
  });
});

describe('queryWords and resultsSummary', () => {
  it.each([
    {q: '', expected: []},
    {q: '  Two   Sum ', expected: ['two', 'sum']},
    {q: '#704', expected: ['704']},
    {q: '#', expected: []},
  ])('splits $q into $expected', ({q, expected}) => {
    expect(queryWords(q)).toEqual(expected);
  });

  it.each([
    {shown: 3, total: 21, expected: 'Showing 3 of 21 write-ups'},
    {shown: 0, total: 21, expected: 'Showing 0 of 21 write-ups'},
    {shown: 1, total: 1, expected: 'Showing 1 of 1 write-up'},
  ])('announces $shown of $total as "$expected"', ({shown, total, expected}) => {
    expect(resultsSummary(shown, total)).toBe(expected);
  });
});

describe('paging: pageOf, firstPage, showMore and rowLimit', () => {
  it('pages by 25 rows', () => {
    expect(PAGE_SIZE).toBe(25);
  });

  it.each([
    {matching: 0, limit: 25, listed: 0, more: 0},
    {matching: 21, limit: 25, listed: 21, more: 0},
    {matching: 25, limit: 25, listed: 25, more: 0},
    {matching: 26, limit: 25, listed: 25, more: 1},
    {matching: 60, limit: 25, listed: 25, more: 25},
    {matching: 60, limit: 50, listed: 50, more: 10},
    {matching: 60, limit: 75, listed: 60, more: 0},
    {matching: 3, limit: 50, listed: 3, more: 0},
  ])('lists $listed of $matching matches with $limit asked for, and offers $more more', ({matching, limit, listed, more}) => {
    expect(pageOf(matching, limit)).toEqual({listed, more});
  });

  it('asks for the first page for a new filter, and one page more for each "Show more"', () => {
    const state: FilterState = {...EMPTY_FILTER, topics: ['Array']};
    expect(rowLimit(firstPage(state), state)).toBe(25);
    expect(rowLimit(showMore(state, 25), state)).toBe(50);
    expect(rowLimit(showMore(state, 50), state)).toBe(75);
  });

  it('goes back to the first page once the filter changes', () => {
    const paged = showMore(EMPTY_FILTER, 50);
    expect(rowLimit(paged, EMPTY_FILTER)).toBe(75);
    expect(rowLimit(paged, {...EMPTY_FILTER})).toBe(25);
    expect(rowLimit(paged, {...EMPTY_FILTER, q: 'sum'})).toBe(25);
  });

  it('lists every match after one "Show more" per further page, each adding the rows it offered', () => {
    fc.assert(
      fc.property(fc.integer({min: 0, max: 1000}), (matching) => {
        let paging = firstPage(EMPTY_FILTER);
        let page = pageOf(matching, rowLimit(paging, EMPTY_FILTER));
        let presses = 0;
        while (page.more > 0) {
          paging = showMore(EMPTY_FILTER, rowLimit(paging, EMPTY_FILTER));
          const next = pageOf(matching, rowLimit(paging, EMPTY_FILTER));
          expect(next.listed).toBe(page.listed + page.more);
          page = next;
          presses++;
        }
        expect(page.listed).toBe(matching);
        expect(presses).toBe(Math.max(0, Math.ceil(matching / 25) - 1));
      }),
    );
  });
});
