import {describe, expect, it} from 'vitest';
import {findDuplicates, type WriteUpIdentity} from './duplicates';

const twoSum: WriteUpIdentity = {folder: 'docs/LeetCode/Two Sum', platform: 'LeetCode', title: 'Two Sum', number: 1};
const likes: WriteUpIdentity = {
  folder: 'docs/Codewars/6 kyu Who likes it',
  platform: 'Codewars',
  title: '6 kyu Who likes it?',
  url: 'https://www.codewars.com/kata/5266876b8f4bf2da9b000362',
};

describe('findDuplicates', () => {
  it('finds none among different problems, nor between platforms', () => {
    const sameTitleElsewhere: WriteUpIdentity = {folder: 'docs/Codewars/6 kyu Two Sum', platform: 'Codewars', title: '6 kyu Two Sum'};
    const other: WriteUpIdentity = {folder: 'docs/LeetCode/Two Sum II', platform: 'LeetCode', title: 'Two Sum II', number: 167};
    expect(findDuplicates([twoSum, likes, other, sameTitleElsewhere])).toEqual([]);
  });

  it.each([
    {
      name: 'the same LeetCode number',
      second: {...twoSum, folder: 'docs/LeetCode/Two Sum Again', title: 'Two Sum Again'},
      message:
        'Duplicate write-ups docs/LeetCode/Two Sum/ and docs/LeetCode/Two Sum Again/: both are LeetCode problem 1; keep one of them.',
    },
    {
      name: 'the same kata',
      second: {...likes, folder: 'docs/Codewars/5 kyu Likes', title: '5 kyu Likes'},
      message:
        'Duplicate write-ups docs/Codewars/6 kyu Who likes it/ and docs/Codewars/5 kyu Likes/: both are Codewars kata 5266876b8f4bf2da9b000362; keep one of them.',
    },
    {
      name: 'titles equal up to case',
      second: {...twoSum, folder: 'docs/LeetCode/two sum', title: 'two sum', number: 2},
      message:
        'Duplicate write-ups docs/LeetCode/Two Sum/ and docs/LeetCode/two sum/: the titles "Two Sum" and "two sum" differ only in case; keep one of them.',
    },
    {
      name: 'folder names equal up to case',
      second: {
        folder: 'docs/Codewars/6 KYU WHO LIKES IT',
        platform: 'Codewars',
        title: '6 KYU WHO LIKES IT',
        url: 'https://www.codewars.com/kata/0123456789abcdef01234567',
      },
      message:
        'Duplicate write-ups docs/Codewars/6 kyu Who likes it/ and docs/Codewars/6 KYU WHO LIKES IT/: the folder names differ only in case, so macOS and Windows cannot hold both; keep one of them.',
    },
  ] satisfies {name: string; second: WriteUpIdentity; message: string}[])('names both folders of $name, once', ({second, message}) => {
    expect(findDuplicates([twoSum, likes, second])).toEqual([message]);
  });
});
