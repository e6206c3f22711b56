import {describe, expect, it} from 'vitest';
import {normalizeRoutePath, routeShardKey, routeShardOf} from './key';

describe('normalizeRoutePath', () => {
  it.each([
    ['/solve-problems/LeetCode/Two Sum/', '/solve-problems/leetcode/two sum'],
    ['/solve-problems/LeetCode/Two%20Sum', '/solve-problems/leetcode/two sum'],
    ['/solve-problems/%E8%A7%A3%E9%A1%8C/', '/solve-problems/解題'],
    ['/solve-problems/bad%E0%A4%A/', '/solve-problems/bad%e0%a4%a'],
    ['/', ''],
  ])('gives %j as react-router matches it: %j', (path, normalized) => {
    expect(normalizeRoutePath(path)).toBe(normalized);
  });
});

describe('routeShardKey', () => {
  // FNV-1a (32 bits) test vectors, from the algorithm's reference.
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('is the FNV-1a hash of the normalized path (%j)', (path, hash) => {
    expect(routeShardKey(path)).toBe(hash);
    expect(routeShardKey(`${path.toUpperCase()}/`)).toBe(hash);
  });
});

describe('routeShardOf', () => {
  const variants = [
    '/solve-problems/LeetCode/Two Sum/',
    '/solve-problems/LeetCode/Two Sum',
    '/solve-problems/leetcode/two sum/',
    '/solve-problems/LeetCode/Two%20Sum/',
  ];

  it.each([1, 2, 7, 63])('puts every form of a path that matches the same route in the same shard, among %i', (count) => {
    const shards = new Set(variants.map((path) => routeShardOf(path, count)));
    expect(shards.size).toBe(1);
    const [shard] = shards;
    expect(shard).toBeGreaterThanOrEqual(0);
    expect(shard).toBeLessThan(count);
  });

  it('has no shard for any path when there are no shards (development)', () => {
    expect(routeShardOf(variants[0]!, 0)).toBeUndefined();
  });

  it('spreads 2,000 write-ups over all 63 shards, none with more than twice the average', () => {
    const count = 63;
    const sizes = Array.from({length: count}, () => 0);
    for (let number = 1; number <= 2000; number += 1) sizes[routeShardOf(`/solve-problems/LeetCode/Problem ${number}/`, count)!]! += 1;
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(2000);
    expect(Math.min(...sizes)).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeLessThanOrEqual((2 * 2000) / count);
  });
});
