import {describe, expect, it} from 'vitest';
import {ranFailedBuild} from './reload-after-fix';

describe('ranFailedBuild', () => {
  it.each([
    ['  × Module build failed:\n  ╰─▶   × WriteUpError: Write-up docs/LeetCode/Binary Search/README.mdx: …', true],
    ['Cannot read properties of undefined', false],
    [undefined, false],
  ])('%j: %s', (message, ran) => {
    expect(ranFailedBuild(message)).toBe(ran);
  });
});
