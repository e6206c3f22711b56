import {describe, expect, it} from 'vitest';
import {canonicalUrl} from './canonicalUrl';

const SITE = 'https://someone.github.io';

describe('canonicalUrl', () => {
  it.each([
    {pathname: '/solve-problems/LeetCode/Binary Search/', expected: `${SITE}/solve-problems/LeetCode/Binary%20Search/`},
    {pathname: '/solve-problems/LeetCode/Binary%20Search/', expected: `${SITE}/solve-problems/LeetCode/Binary%20Search/`},
    {
      pathname: '/solve-problems/Codewars/5 kyu Convert PascalCase string into snake_case/',
      expected: `${SITE}/solve-problems/Codewars/5%20kyu%20Convert%20PascalCase%20string%20into%20snake_case/`,
    },
    {pathname: '/solve-problems/about', expected: `${SITE}/solve-problems/about/`},
    {pathname: '/solve-problems/', expected: `${SITE}/solve-problems/`},
    {pathname: '/solve-problems/404.html', expected: `${SITE}/solve-problems/404.html`},
    {pathname: '/solve-problems/100%/', expected: `${SITE}/solve-problems/100%25/`},
  ])('$pathname → $expected', ({pathname, expected}) => {
    expect(canonicalUrl(SITE, pathname, true)).toBe(expected);
  });

  it('adds no slash when trailingSlash is not set', () => {
    expect(canonicalUrl(SITE, '/solve-problems/about', undefined)).toBe(`${SITE}/solve-problems/about`);
  });
});
