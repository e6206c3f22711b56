import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {PRISM_REACT_RENDERER} from '.';
import {THEMES_ERROR, withoutThemes} from './themes';

// Inside node_modules/.cache, so that the copy's imports of react and clsx resolve as in the site.
const CACHE_DIR = path.resolve(__dirname, '../../../node_modules/.cache/lazy-prism-test');

describe('withoutThemes on prism-react-renderer', () => {
  const source = readFileSync(PRISM_REACT_RENDERER, 'utf8');
  const code = withoutThemes(source);
  afterAll(() => rmSync(CACHE_DIR, {recursive: true, force: true}));

  async function load(): Promise<Record<string, unknown>> {
    mkdirSync(CACHE_DIR, {recursive: true});
    const file = path.join(CACHE_DIR, 'prism-react-renderer.mjs');
    writeFileSync(file, code);
    return (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
  }

  it('drops every theme but vsDark, the one Highlight falls back to', () => {
    expect(code).toContain('var vsDark_default =');
    for (const theme of ['dracula', 'github', 'oneDark', 'gruvboxMaterialLight']) expect(code).not.toContain(`var ${theme}_default =`);
    expect(code.length).toBeLessThan(source.length - 30_000);
  });

  it('still exports Highlight and Prism, and says where themes belong when they are read', async () => {
    const module = await load();
    expect(typeof module.Highlight).toBe('function');
    expect((module.Prism as {languages: Record<string, unknown>}).languages.typescript).toBeDefined();
    expect(() => (module.themes as Record<string, unknown>).github).toThrow(THEMES_ERROR);
  });

  it('refuses a bundle of another shape, pointing at its own file', () => {
    expect(() => withoutThemes('export const themes = {};')).toThrow(/look again at src\/plugins\/lazy-prism\/themes\.ts/);
  });
});
