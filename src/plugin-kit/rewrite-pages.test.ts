import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {rewritePages} from './rewrite-pages';

const outDir = mkdtempSync(path.join(tmpdir(), 'rewrite pages 頁-'));
afterAll(() => rmSync(outDir, {recursive: true, force: true}));

describe('rewritePages', () => {
  it('applies the transforms, in order, to every HTML page of the build, at any depth, and to nothing else', () => {
    mkdirSync(path.join(outDir, 'LeetCode/Two Sum'), {recursive: true});
    writeFileSync(path.join(outDir, 'index.html'), '<p>home</p>');
    writeFileSync(path.join(outDir, 'LeetCode/Two Sum/index.html'), '<p>two sum</p>');
    writeFileSync(path.join(outDir, 'main.js'), '<p>script</p>');
    const seen: string[] = [];
    rewritePages(outDir, [
      (html, file) => {
        seen.push(file);
        return html.replace('<p>', '<p class="x">');
      },
      (html) => html.replace('</p>', '.</p>'),
    ]);
    expect(seen.sort()).toEqual([path.join('LeetCode', 'Two Sum', 'index.html'), 'index.html']);
    expect(readFileSync(path.join(outDir, 'LeetCode/Two Sum/index.html'), 'utf8')).toBe('<p class="x">two sum.</p>');
    expect(readFileSync(path.join(outDir, 'main.js'), 'utf8')).toBe('<p>script</p>');
    expect(readdirSync(outDir).sort()).toEqual(['LeetCode', 'index.html', 'main.js']);
  });

  it('leaves a page the transform returns unchanged as it was, not even written', () => {
    const page = path.join(outDir, 'about.html');
    writeFileSync(page, '<p>about</p>');
    const past = new Date('2020-01-01T00:00:00Z');
    utimesSync(page, past, past);
    rewritePages(outDir, [(html) => html]);
    expect(statSync(page).mtime).toEqual(past);
  });
});
