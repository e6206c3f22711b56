import {describe, expect, it} from 'vitest';
import {likes} from './solution';

describe('likes', () => {
  it.each([
    {name: 'says no one for an empty list', names: [], expected: 'no one likes this'},
    {name: 'uses the singular verb for one name', names: ['Peter'], expected: 'Peter likes this'},
    {name: 'joins two names with "and"', names: ['Jacob', 'Alex'], expected: 'Jacob and Alex like this'},
    {
      name: 'lists three names with a comma and "and"',
      names: ['Max', 'John', 'Mark'],
      expected: 'Max, John and Mark like this',
    },
    {
      name: 'names the first two and counts the other two for four names',
      names: ['Alex', 'Jacob', 'Mark', 'Max'],
      expected: 'Alex, Jacob and 2 others like this',
    },
    {
      name: 'counts the others for a long list',
      names: Array.from({length: 1000}, (_, i) => `user${i}`),
      expected: 'user0, user1 and 998 others like this',
    },
    {name: 'keeps names with spaces as they are', names: ['Ana María'], expected: 'Ana María likes this'},
    {name: 'keeps duplicate names', names: ['Sam', 'Sam'], expected: 'Sam and Sam like this'},
  ])('$name', ({names, expected}) => {
    expect(likes(names)).toBe(expected);
  });

  it('does not change the list it is given', () => {
    const names = ['Alex', 'Jacob', 'Mark', 'Max'];
    likes(names);
    expect(names).toEqual(['Alex', 'Jacob', 'Mark', 'Max']);
  });
});
