import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {eraseTypes} from './javascript';

const FILE = path.resolve(__dirname, '../../../../docs/LeetCode/Example/solution.ts');

describe('eraseTypes: the JavaScript text', () => {
  it('erases the types and keeps everything else: comments, blank lines, the layout', () => {
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
    expect(eraseTypes(source, FILE).text).toBe(
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

  it('refuses TypeScript that does not erase to JavaScript, naming the file and the way out', () => {
    expect(() => eraseTypes('export enum Colour { Red }\n', FILE).text).toThrow(
      /^docs\/LeetCode\/Example\/solution\.ts: "export enum Colour \{ Red \}" is TypeScript that does not erase.*a const object for an enum/,
    );
  });

  it.each([
    {typescript: 'const n = (value as number) + 1;', javascript: 'const n = (value) + 1;', what: 'an assertion, with the space before it'},
    {typescript: 'const n = value as unknown as number;', javascript: 'const n = value;', what: 'assertions in a row'},
    {typescript: 'const f = <T,>(x: T): T => x;', javascript: 'const f = (x) => x;', what: "an arrow function's type parameters and types"},
    {typescript: 'class A implements B {', javascript: 'class A {', what: 'an implements clause'},
    {
      typescript: 'class A {\n  readonly size: number = 0;\n}',
      javascript: 'class A {\n  size = 0;\n}',
      what: 'a modifier first on its line',
    },
    {
      typescript: 'const m = new Map<string, [number, number]>();',
      javascript: 'const m = new Map();',
      what: 'type arguments with spaces inside',
    },
    {
      typescript: 'export function f(\n  nums: number[],\n  target: number,\n): number {',
      javascript: 'export function f(\n  nums,\n  target,\n) {',
      what: 'types on several lines, keeping the lines',
    },
    {
      typescript: 'import type {Case} from "./cases";\n\nexport const a = 1;',
      javascript: 'export const a = 1;',
      what: 'a type-only import, and the blank line it leaves first',
    },
    {typescript: 'interface P {\n  x: number;\n}\n\nconst p = 1;', javascript: 'const p = 1;', what: 'an interface over several lines'},
  ])('takes out $what', ({typescript, javascript}) => {
    expect(eraseTypes(typescript, FILE).text).toBe(javascript);
  });

  it("says where each JavaScript character is in the TypeScript, so the JavaScript can take the TypeScript's colours", () => {
    const source = 'export function f(a: number, b?: string): number {\n  return (a as number) + 1;\n}';
    const {text, sourceIndex} = eraseTypes(source, FILE);
    expect(text).toBe('export function f(a, b) {\n  return (a) + 1;\n}');
    expect(sourceIndex).toHaveLength(text.length);
    [...text].forEach((char, index) => {
      if (char !== '\n') expect(source[sourceIndex[index]!], `${index}: ${char}`).toBe(char);
    });
  });
});
