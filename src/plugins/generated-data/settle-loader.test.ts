import {describe, expect, it, vi} from 'vitest';
import {RETRY_MS, settledJson} from './settle-loader';

describe('settledJson', () => {
  it('gives a file that parses as it is, without reading it again', async () => {
    const reread = vi.fn(() => Promise.resolve('{}'));
    await expect(settledJson('{"title":"Binary Search"}', reread)).resolves.toBe('{"title":"Binary Search"}');
    expect(reread).not.toHaveBeenCalled();
  });

  it.each([
    ['empty, as Docusaurus leaves it between truncating and writing', ''],
    ['cut off in the middle', '{"title":"Bin'],
  ])('reads a file read %s again until it parses', async (_case, first) => {
    const reread = vi.fn<() => Promise<string>>().mockResolvedValueOnce('').mockResolvedValueOnce('{"title":"Binary Search"}');
    await expect(settledJson(first, reread)).resolves.toBe('{"title":"Binary Search"}');
    expect(reread).toHaveBeenCalledTimes(2);
  });

  it('gives up after its limit with the last text, for the JSON parser to report', async () => {
    const reread = vi.fn(() => Promise.resolve('{"broken":'));
    const started = Date.now();
    await expect(settledJson('', reread, 5 * RETRY_MS)).resolves.toBe('{"broken":');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(reread.mock.calls.length).toBeGreaterThanOrEqual(1);
  });
});
