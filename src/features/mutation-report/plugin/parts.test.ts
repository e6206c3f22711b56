import {existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {partFile, writeParts} from './parts';

describe('writeParts', () => {
  const dir = mkdtempSync(path.join(tmpdir(), '新 資料夾 parts-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));
  const binary = partFile(dir, 'docs/LeetCode/Binary Search');
  const likes = partFile(dir, 'docs/Codewars/6 kyu Who likes it');

  it("writes each folder's part as JSON at the folder's path", async () => {
    await writeParts(
      dir,
      new Map([
        ['docs/LeetCode/Binary Search', {files: {a: 1}}],
        ['docs/Codewars/6 kyu Who likes it', {files: {}}],
      ]),
    );
    expect(JSON.parse(readFileSync(binary, 'utf8'))).toEqual({files: {a: 1}});
    expect(JSON.parse(readFileSync(likes, 'utf8'))).toEqual({files: {}});
  });

  it('rewrites only the parts whose text changed, so that only their pages are rebuilt', async () => {
    const past = new Date('2026-01-01T00:00:00Z');
    utimesSync(binary, past, past);
    utimesSync(likes, past, past);
    await writeParts(
      dir,
      new Map([
        ['docs/LeetCode/Binary Search', {files: {a: 1}}],
        ['docs/Codewars/6 kyu Who likes it', {files: {b: 2}}],
      ]),
    );
    expect(statSync(binary).mtime).toEqual(past);
    expect(statSync(likes).mtime).not.toEqual(past);
  });

  it('removes the part of a folder the report no longer has', async () => {
    await writeParts(dir, new Map([['docs/LeetCode/Binary Search', {files: {a: 1}}]]));
    expect(existsSync(likes)).toBe(false);
    expect(existsSync(binary)).toBe(true);
  });
});
