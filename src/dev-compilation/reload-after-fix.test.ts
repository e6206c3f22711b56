import {describe, expect, it} from 'vitest';
import {announcedHash, ranFailedBuild} from './reload-after-fix';

describe('ranFailedBuild', () => {
  it.each([
    ['  × Module build failed:\n  ╰─▶   × WriteUpError: Write-up docs/LeetCode/Binary Search/README.mdx: …', true],
    ['Cannot read properties of undefined', false],
    [undefined, false],
  ])('%j: %s', (message, ran) => {
    expect(ranFailedBuild(message)).toBe(ran);
  });
});

describe('announcedHash', () => {
  it.each([
    {name: "the dev server client's message gives its hash", data: 'webpackHotUpdate0f3a9c', hash: '0f3a9c'},
    {name: 'another message gives none', data: 'webpackOk', hash: undefined},
    {name: 'a message that is not text gives none', data: {type: 'webpackHotUpdate'}, hash: undefined},
  ])('$name', ({data, hash}) => {
    expect(announcedHash(data)).toBe(hash);
  });
});
