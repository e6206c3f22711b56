import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import katexStylesheetPlugin, {katexFiles} from './plugin';

const STYLESHEET = {
  href: 'https://cdn.jsdelivr.net/npm/katex@0.16.47/dist/katex.min.css',
  integrity: 'sha384-nH0MfJ44wi1dd7w6jinlyBgljjS8EJAh2JBoRad8a3VDw2K69vfaaqm4WnR+gXtA',
  fallbackHref: '/solve-problems/katex/0.16.47/katex.min.css',
};

describe('katexStylesheetPlugin', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'katex 複本-'));
  afterAll(() => rmSync(outDir, {recursive: true, force: true}));

  it('copies the installed KaTeX stylesheet to the fallback path, with every woff2 font it loads beside it', async () => {
    const plugin = katexStylesheetPlugin({baseUrl: '/solve-problems/'}, {stylesheet: STYLESHEET});
    await plugin.postBuild!({outDir} as never);
    const folder = path.join(outDir, 'katex/0.16.47');
    const css = readFileSync(path.join(folder, 'katex.min.css'), 'utf8');
    expect(css).toBe(readFileSync(katexFiles().css, 'utf8'));
    const woff2 = [...css.matchAll(/url\(fonts\/([^)]+\.woff2)\)/g)].map((match) => match[1]);
    expect(new Set(woff2).size).toBe(20);
    expect(readdirSync(path.join(folder, 'fonts')).sort()).toEqual([...new Set(woff2)].sort());
  });

  it('refuses a fallback outside the base URL, where the build cannot put it', () => {
    expect(() =>
      katexStylesheetPlugin({baseUrl: '/solve-problems/'}, {stylesheet: {...STYLESHEET, fallbackHref: '/katex/katex.min.css'}}),
    ).toThrow('The KaTeX stylesheet\'s fallbackHref "/katex/katex.min.css" must be under the base URL /solve-problems/.');
  });

  it('refuses a fallback whose file name is not katex.min.css, which the dev server could not serve', () => {
    expect(() =>
      katexStylesheetPlugin({baseUrl: '/solve-problems/'}, {stylesheet: {...STYLESHEET, fallbackHref: '/solve-problems/katex/k.css'}}),
    ).toThrow('must end in /katex.min.css');
  });

  it('has the dev server serve the installed KaTeX folder at the fallback folder, and leaves the production build alone', () => {
    const plugin = katexStylesheetPlugin({baseUrl: '/solve-problems/'}, {stylesheet: STYLESHEET});
    const configure = (mode: 'development' | 'production') =>
      plugin.configureWebpack!({mode}, false, {} as never, undefined) as {
        devServer?: {static: {directory: string; publicPath: string}[]};
      };
    const served = configure('development').devServer!.static[0]!;
    expect(served.publicPath).toBe('/solve-problems/katex/0.16.47');
    expect(path.join(served.directory, 'katex.min.css')).toBe(katexFiles().css);
    for (const font of katexFiles().fonts) expect(path.dirname(font)).toBe(path.join(served.directory, 'fonts'));
    expect(configure('production')).toEqual({});
  });
});
