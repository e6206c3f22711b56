/**
 * A write-up's Tested cases note tells the reader how large and how many its tests' inputs are. Each number it
 * states is one of the constants the tests run with: cases.ts exports them as `testNumbers`, and solution.test.ts (or
 * cases.ts itself) uses each one. A test that changes a size without the note, or a note that claims a size no test
 * uses, fails here.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PLATFORMS} from '../../src/platforms';
import {statedNumbers, testedCasesNote} from './stated-numbers';

const siteDir = path.resolve(__dirname, '../..');

const writeUps = PLATFORMS.flatMap((platform) =>
  readdirSync(path.join(siteDir, 'docs', platform)).map((folder) => path.posix.join('docs', platform, folder)),
).sort();

/** The constants a write-up's tests run with, by name: the values of cases.ts's `testNumbers` export, arrays flattened. */
async function testNumbersOf(writeUp: string): Promise<Map<string, number[]>> {
  const module = (await import(path.join(siteDir, writeUp, 'cases.ts'))) as {testNumbers?: Record<string, number | readonly number[]>};
  return new Map(Object.entries(module.testNumbers ?? {}).map(([name, value]) => [name, typeof value === 'number' ? [value] : [...value]]));
}

describe('the numbers of each Tested cases note', () => {
  it('are checked on every write-up, with numbers stated on most', () => {
    expect(writeUps.length).toBeGreaterThanOrEqual(21);
    const stating = writeUps.filter((writeUp) => {
      const note = testedCasesNote(readFileSync(path.join(siteDir, writeUp, 'README.mdx'), 'utf8'));
      return note !== undefined && statedNumbers(note).length > 0;
    });
    expect(stating.length).toBeGreaterThan(writeUps.length / 2);
  });

  it.each(writeUps)('%s: every number its note states is a constant its tests use', async (writeUp) => {
    const note = testedCasesNote(readFileSync(path.join(siteDir, writeUp, 'README.mdx'), 'utf8')) ?? '';
    const constants = await testNumbersOf(writeUp);
    const values = [...constants.values()].flat();
    const unbacked = statedNumbers(note).filter(({value}) => !values.some((constant) => Object.is(constant, value)));
    expect(
      unbacked.map(({written}) => written).join(' '),
      `${writeUp}/README.mdx states numbers that are not in testNumbers (cases.ts): state the constant the tests use, or export it from cases.ts and use it in the test`,
    ).toBe('');
  });

  it.each(writeUps)('%s: every constant in testNumbers is used by its tests', async (writeUp) => {
    const sources = ['solution.test.ts', 'cases.ts'].map((file) => readFileSync(path.join(siteDir, writeUp, file), 'utf8')).join('\n');
    const unused = [...(await testNumbersOf(writeUp)).keys()].filter((name) => !sources.includes(`testNumbers.${name}`));
    expect(unused.join(', '), `${writeUp}: testNumbers in cases.ts holds constants no test reads; use them or remove them`).toBe('');
  });
});
