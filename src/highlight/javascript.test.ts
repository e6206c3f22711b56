import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {toJavaScript} from './javascript';

const FILE = path.resolve(__dirname, '../../docs/LeetCode/Example/solution.ts');

describe('toJavaScript', () => {
  it('erases the types and keeps everything else: comments, blank lines, the layout', async () => {
    const source = [
      '/** Sums: O(n) time, O(1) extra space. */',
      'export function sum(nums: number[], start: number = 0): number {',
      '  let total: number = start; // running total',
      '',
      '  for (const value of nums) total += value!;',
      '  return total as number;',
      '}',
      '',
      'type Pair = [number, number];',
      'export const pairs = new Map<string, Pair>();',
      '',
    ].join('\n');
    expect(await toJavaScript(source, FILE)).toBe(
      [
        '/** Sums: O(n) time, O(1) extra space. */',
        'export function sum(nums, start = 0) {',
        '  let total = start; // running total',
        '',
        '  for (const value of nums) total += value;',
        '  return total;',
        '}',
        '',
        'export const pairs = new Map();',
        '',
      ].join('\n'),
    );
  });

  it('refuses TypeScript that does not erase to JavaScript, naming the file and the way out', async () => {
    await expect(toJavaScript('export enum Colour { Red }\n', FILE)).rejects.toThrow(
      /^docs\/LeetCode\/Example\/solution\.ts: "export enum Colour \{ Red \}" is TypeScript that does not erase.*a const object for an enum/,
    );
  });
});
