import {describe, expect, it} from 'vitest';
import {likes} from './solution';
import {cases} from './cases';
import {expectToPass} from '@site/src/test-kit/expect-to-pass';

describe('likes', () => {
  it.each(cases)('$name', (testCase) => expectToPass(likes, testCase));

  it('does not change the list it is given', () => {
    const names = ['Lena', 'Omar', 'Ines', 'Kofi'];
    likes(names);
    expect(names).toEqual(['Lena', 'Omar', 'Ines', 'Kofi']);
  });
});
