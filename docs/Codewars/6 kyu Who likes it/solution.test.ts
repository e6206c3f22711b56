import {describe, expect, it} from 'vitest';
import {likes} from './solution';
import {cases} from './cases';

describe('likes', () => {
  it.each(cases)('$name', ({input: {names}, expected}) => {
    expect(likes(names)).toBe(expected);
  });

  it('does not change the list it is given', () => {
    const names = ['Lena', 'Omar', 'Ines', 'Kofi'];
    likes(names);
    expect(names).toEqual(['Lena', 'Omar', 'Ines', 'Kofi']);
  });
});
