import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import builtPagesPlugin from '.';

const STYLESHEET = {
  href: 'https://cdn.jsdelivr.net/npm/katex@0.16.47/dist/katex.min.css',
  integrity: 'sha384-nH0MfJ44wi1dd7w6jinlyBgljjS8EJAh2JBoRad8a3VDw2K69vfaaqm4WnR+gXtA',
  fallbackHref: '/solve-problems/katex/0.16.47/katex.min.css',
};

describe('builtPagesPlugin', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'built pages 頁-'));
  afterAll(() => rmSync(outDir, {recursive: true, force: true}));

  it('gives the KaTeX stylesheet to the pages with math only, and the script loader to every page, in one pass', async () => {
    const head = '<link rel=stylesheet href=/solve-problems/assets/css/styles.12e6465e.css>';
    const script = '<script src=/solve-problems/assets/js/main.0a1b2c3d.js defer></script>';
    const pages = {
      'LeetCode/Binary Search/index.html': `<html><head>${head}${script}</head><body><span class=katex>n</span></body></html>`,
      'index.html': `<html><head>${head}${script}</head><body><p>no math</p></body></html>`,
    };
    for (const [file, html] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
      writeFileSync(path.join(outDir, file), html);
    }
    await builtPagesPlugin(undefined, {katexStylesheet: STYLESHEET}).postBuild!({outDir} as never);
    const withMath = readFileSync(path.join(outDir, 'LeetCode/Binary Search/index.html'), 'utf8');
    const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(withMath).toContain(`<link rel="stylesheet" href="${STYLESHEET.href}"`);
    expect(home).not.toContain(STYLESHEET.href);
    for (const page of [withMath, home]) {
      expect(page).not.toContain(script);
      expect(page).toContain('<link rel="preload" href="/solve-problems/assets/js/main.0a1b2c3d.js" as="script" fetchpriority="low">');
    }
    expect(readdirSync(path.join(outDir, 'LeetCode/Binary Search')), 'no temporary file left').toEqual(['index.html']);
  });

  it('refuses a KaTeX stylesheet without an integrity hash, naming what it needs', () => {
    expect(() => builtPagesPlugin(undefined, {katexStylesheet: {...STYLESHEET, integrity: ''}})).toThrow(
      'needs an https href and an integrity hash',
    );
  });
});
