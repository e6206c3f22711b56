/** Every route of SPEC §2, relative to the base path, as a visitor types it. */
export const STATIC_ROUTES = ['/', '/about', '/markdown-page', '/intro'] as const;

export const CODEWARS_WRITE_UPS = [
  '4 kyu Human readable duration format',
  '4 kyu Most frequently used words in a text',
  '5 kyu Convert PascalCase string into snake_case',
  '5 kyu First non-repeating character',
  '6 kyu Who likes it',
] as const;

export const LEETCODE_WRITE_UPS = [
  'Add Two Integers',
  'Binary Search',
  'Check if Array Is Sorted and Rotated',
  'Check if One String Swap Can Make Strings Equal',
  'Count Number of Bad Pairs',
  'Count Odd Numbers in an Interval Range',
  'Count Total Number of Colored Cells',
  'Fibonacci Number',
  'Intersection of Two Arrays',
  'Is Subsequence',
  'Longest Strictly Increasing or Strictly Decreasing Subarray',
  'Maximum Area of Longest Diagonal Rectangle',
  'Maximum Ascending Subarray Sum',
  'Minimum Size Subarray Sum',
  'Ransom Note',
  'Special Array I',
] as const;

export type WriteUpRoute = {platform: 'Codewars' | 'LeetCode'; title: string; route: string; folder: string};

export const WRITE_UP_ROUTES: WriteUpRoute[] = [
  ...CODEWARS_WRITE_UPS.map((title) => ({platform: 'Codewars' as const, title})),
  ...LEETCODE_WRITE_UPS.map((title) => ({platform: 'LeetCode' as const, title})),
].map(({platform, title}) => ({platform, title, route: `/${platform}/${title}/`, folder: `docs/${platform}/${title}`}));

export const BASE_URL = '/solve-problems';
