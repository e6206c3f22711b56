import {describe, expect, it} from 'vitest';
import {ANY, filterChoices, pagefindFilters, parseExcerpt, toSearchResult, type PagefindResultData} from './results';

const BINARY_SEARCH: PagefindResultData = {
  url: '/solve-problems/LeetCode/Binary Search/',
  excerpt: 'Platform LeetCode <mark>#704.</mark> Difficulty Easy. We get an array &lt;sorted&gt;',
  meta: {title: 'Binary Search', number: '704'},
  filters: {platform: ['LeetCode'], difficulty: ['Easy']},
};

describe('parseExcerpt', () => {
  it.each([
    {name: 'keeps text without a match as one plain part', html: 'plain text', parts: [{text: 'plain text', match: false}]},
    {
      name: 'marks each <mark> as a match between plain parts',
      html: 'a <mark>sliding</mark> b <mark>window</mark>',
      parts: [
        {text: 'a ', match: false},
        {text: 'sliding', match: true},
        {text: ' b ', match: false},
        {text: 'window', match: true},
      ],
    },
    {
      name: 'starts with a match without an empty part',
      html: '<mark>4</mark> kyu',
      parts: [
        {text: '4', match: true},
        {text: ' kyu', match: false},
      ],
    },
    {
      name: 'decodes named and numeric entities',
      html: 'nums[i] &lt; target &amp;&amp; s &#39;x&#x27; &quot;q&quot;',
      parts: [{text: `nums[i] < target && s 'x' "q"`, match: false}],
    },
    {name: 'leaves unknown entities as they are', html: '&bogus; ok', parts: [{text: '&bogus; ok', match: false}]},
    {name: 'drops any other tag, keeping its text', html: 'a <b>bold</b> word', parts: [{text: 'a bold word', match: false}]},
    {name: 'gives no part for an empty excerpt', html: '', parts: []},
    {
      name: 'keeps Chinese text',
      html: '<mark>解題筆記</mark> is a notebook',
      parts: [
        {text: '解題筆記', match: true},
        {text: ' is a notebook', match: false},
      ],
    },
  ])('$name', ({html, parts}) => {
    expect(parseExcerpt(html)).toEqual(parts);
  });

  it('never turns escaped markup into a tag', () => {
    expect(parseExcerpt('&lt;mark&gt;x&lt;/mark&gt;')).toEqual([{text: '<mark>x</mark>', match: false}]);
  });
});

describe('toSearchResult', () => {
  it('takes the title and number from the metadata, platform and difficulty from the filters', () => {
    expect(toSearchResult(BINARY_SEARCH)).toEqual({
      url: '/solve-problems/LeetCode/Binary Search/',
      title: 'Binary Search',
      platform: 'LeetCode',
      difficulty: 'Easy',
      number: '704',
      excerpt: [
        {text: 'Platform LeetCode ', match: false},
        {text: '#704.', match: true},
        {text: ' Difficulty Easy. We get an array <sorted>', match: false},
      ],
    });
  });

  it('leaves platform, difficulty and number out for a page that is not a write-up', () => {
    const about = toSearchResult({url: '/solve-problems/about/', excerpt: '<mark>解題筆記</mark>', meta: {title: 'About'}, filters: {}});
    expect(about).toEqual({url: '/solve-problems/about/', title: 'About', excerpt: [{text: '解題筆記', match: true}]});
  });

  it('leaves the number out of a Codewars kata', () => {
    const kata = toSearchResult({
      ...BINARY_SEARCH,
      meta: {title: '4 kyu Human readable duration format'},
      filters: {platform: ['Codewars'], difficulty: ['4 kyu']},
    });
    expect(kata).toMatchObject({platform: 'Codewars', difficulty: '4 kyu'});
    expect(kata).not.toHaveProperty('number');
  });

  it('falls back to the URL when a page has no title', () => {
    expect(toSearchResult({...BINARY_SEARCH, meta: {}}).title).toBe('/solve-problems/LeetCode/Binary Search/');
  });
});

describe('pagefindFilters', () => {
  it.each([
    {name: 'is empty when every filter is "any"', filters: ANY, expected: {}},
    {name: 'passes a chosen platform', filters: {...ANY, platform: 'Codewars'}, expected: {platform: 'Codewars'}},
    {name: 'passes a chosen difficulty', filters: {...ANY, difficulty: '4 kyu'}, expected: {difficulty: '4 kyu'}},
    {name: 'passes both', filters: {platform: 'LeetCode', difficulty: 'Easy'}, expected: {platform: 'LeetCode', difficulty: 'Easy'}},
  ])('$name', ({filters, expected}) => {
    expect(pagefindFilters(filters)).toEqual(expected);
  });
});

describe('filterChoices', () => {
  const available = {
    platform: {LeetCode: 16, Codewars: 5},
    difficulty: {'4 kyu': 2, Medium: 3, '6 kyu': 1, Easy: 13, Hard: 1, '5 kyu': 2, Unrated: 1},
  };

  it('lists platforms by name', () => {
    expect(filterChoices(available, 'platform')).toEqual(['Codewars', 'LeetCode']);
  });

  it("lists difficulties easiest first: LeetCode's, then kyu from 8 to 1, then others", () => {
    expect(filterChoices(available, 'difficulty')).toEqual(['Easy', 'Medium', 'Hard', '6 kyu', '5 kyu', '4 kyu', 'Unrated']);
  });

  it('offers nothing for a filter the index does not hold', () => {
    expect(filterChoices({}, 'difficulty')).toEqual([]);
  });
});
