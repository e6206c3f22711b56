import {describe, expect, it} from 'vitest';
import {describeSyntax, lineAndColumn, stripTypes} from './strip';

describe('stripTypes', () => {
  it('removes type annotations and keeps the code', () => {
    const result = stripTypes(
      'export function sum(a: number, b: number): number {\n  const pair: [number, number] = [a, b];\n  return pair[0] + pair[1];\n}\n',
    );
    expect(result).toEqual({
      javascript: 'export function sum(a, b) {\n  const pair = [a, b];\n  return pair[0] + pair[1];\n}\n',
    });
  });

  it('keeps JavaScript as it is, line for line', () => {
    const code = 'export function f(n) {\n  return n * 2;\n}\n';
    expect(stripTypes(code)).toEqual({javascript: code});
  });

  it.each([
    ['a missing operand', 'export function f(n: number): number {\n  return n +;\n}\n', {line: 2, column: 13}],
    ['an unclosed parameter list', 'export function f(n: number {\n}\n', {line: 1, column: 29}],
    ['a stray token on the first column', 'export function f() {\n}\n)\n', {line: 3, column: 1}],
  ])('locates %s by line and column, 1-based', (_, code, place) => {
    const result = stripTypes(code);
    expect(result).toEqual({syntax: {message: expect.any(String) as unknown, ...place}});
    expect((result as {syntax: {message: string}}).syntax.message).not.toMatch(/\(\d+:\d+\)/);
  });
});

describe('lineAndColumn', () => {
  it.each([
    [0, {line: 1, column: 1}],
    [3, {line: 1, column: 4}],
    [4, {line: 2, column: 1}],
    [6, {line: 2, column: 3}],
  ])('offset %i of "abc\\ndef" is %o', (offset, place) => {
    expect(lineAndColumn('abc\ndef', offset)).toEqual(place);
  });
});

describe('describeSyntax', () => {
  it('names the line, the column and the problem', () => {
    expect(describeSyntax({message: 'Unexpected token', line: 2, column: 13})).toBe('line 2, column 13: Unexpected token');
  });
});
