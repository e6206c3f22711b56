/**
 * The solutions' tests take every random array and string from src/test-kit/random-inputs.ts and run every
 * property through its assertProperty, which fails when a generator never reaches half its maximum length. A test
 * that called fast-check's own array, string or assert would escape that measure, so none may.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(__dirname, '../..');

const testFiles = readdirSync(path.join(siteDir, 'docs'), {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join('docs', file))
  .sort();

/**
 * fast-check's arbitraries whose length its `size` decides (with their names, how `fc.` is written before them in any
 * spacing), and its runners, which would run a property without the measure.
 */
const UNMEASURED =
  /\bfc\s*\.\s*(array|uniqueArray|sparseArray|subarray|shuffledSubarray|string|stringMatching|base64String|mixedCase|set|dictionary|object|anything|json|jsonValue|assert|check|sample|statistics)\s*\(/g;

/** Every call in a test's source that escapes the measure, as `fc.name`. */
function unmeasuredCalls(source: string): string[] {
  return [...source.matchAll(UNMEASURED)].map((match) => `fc.${match[1]!}`);
}

describe('unmeasuredCalls', () => {
  it.each([
    {source: 'fc.assert(fc.property(fc.array(fc.nat(), {maxLength: 9}), f))', expected: ['fc.assert', 'fc.array']},
    {source: 'const t = fc\n  .string({unit, maxLength: 40})', expected: ['fc.string']},
    {source: 'fc.uniqueArray(x); fc.stringMatching(/a/); fc.sample(a)', expected: ['fc.uniqueArray', 'fc.stringMatching', 'fc.sample']},
    {source: 'assertProperty(fc.property(arrayOf(fc.nat(), {maxLength: 9}), stringOf(unit, {maxLength: 3}), f))', expected: []},
    {source: 'fc.integer({min: 1}); fc.constantFrom(...letters); fc.tuple(a, b); fc.nat()', expected: []},
  ])('finds $expected in $source', ({source, expected}) => {
    expect(unmeasuredCalls(source)).toEqual(expected);
  });
});

describe("the solutions' tests", () => {
  it('are found: one or more in every write-up folder', () => {
    expect(testFiles.length).toBeGreaterThanOrEqual(21);
  });

  it.each(testFiles)('%s takes its random arrays and strings from the test kit and runs its properties through it', (file) => {
    const calls = unmeasuredCalls(readFileSync(path.join(siteDir, file), 'utf8'));
    expect(
      calls,
      `${file} calls ${calls.join(', ')}: use arrayOf, uniqueArrayOf, stringOf and assertProperty from @site/src/test-kit/random-inputs, which measure how long the random values get`,
    ).toEqual([]);
  });
});
