import {mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {parseReport, readReport, readWrittenReport, testNames} from './mutation-report';

const dir = mkdtempSync(path.join(tmpdir(), 'mutation report 報告-'));
const file = path.join(dir, 'stryker-incremental.json');
afterAll(() => rmSync(dir, {recursive: true, force: true}));

const reportWith = (source: string) => JSON.stringify({files: {'docs/a.ts': {source, mutants: []}}});

describe('readReport', () => {
  it('gives no report when there is no file', () => {
    expect(readReport(path.join(dir, 'missing.json'))).toBeUndefined();
  });

  it('reads the file again once it has changed, as npm run test:mutation rewrites it under npm start', () => {
    writeFileSync(file, reportWith('one'));
    utimesSync(file, 1_000, 1_000);
    expect(readReport(file)?.files['docs/a.ts']?.source).toBe('one');
    writeFileSync(file, reportWith('two'));
    utimesSync(file, 2_000, 2_000);
    expect(readReport(file)?.files['docs/a.ts']?.source).toBe('two');
  });
});

describe('parseReport', () => {
  it.each([
    {name: 'text that is not JSON', text: '{', message: 'report.json is not valid JSON'},
    {
      name: 'JSON without files',
      text: '{"schemaVersion": "1"}',
      message: 'report.json has no "files" object, so it is not a StrykerJS report',
    },
  ])('rejects $name, naming the file and the fix', ({text, message}) => {
    expect(() => parseReport(text, 'report.json')).toThrow(message);
    expect(() => parseReport(text, 'report.json')).toThrow('restore it from git, or run npm run test:mutation (about 3 minutes)');
  });
});

describe('testNames', () => {
  it('maps every test id of every test file to its full name', () => {
    const report = parseReport(
      JSON.stringify({
        files: {},
        testFiles: {'a.test.ts': {tests: [{id: '1', name: "f 'one'"}]}, 'b.test.ts': {tests: [{id: '2', name: 'f two'}]}},
      }),
      'r.json',
    );
    expect([...testNames(report)]).toEqual([
      ['1', "f 'one'"],
      ['2', 'f two'],
    ]);
  });
});

describe('readWrittenReport', () => {
  const written = path.join(dir, 'being-written.json');

  it('waits for a report that is still being written, rather than failing on its first half', async () => {
    const full = reportWith('whole');
    writeFileSync(written, full.slice(0, full.length / 2));
    setTimeout(() => writeFileSync(written, full), 50);
    expect((await readWrittenReport(written, {attempts: 20, intervalMs: 20}))?.files['docs/a.ts']?.source).toBe('whole');
  });

  it('fails, naming the file and the fix, on a report that stays invalid', async () => {
    writeFileSync(written, '{"files": ');
    await expect(readWrittenReport(written, {attempts: 3, intervalMs: 1})).rejects.toThrow(
      /being-written\.json is not valid JSON .*restore it from git/,
    );
  });
});
