import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import lazyPrismPlugin, {highlightedLanguages, NO_OP_CLIENT_MODULE, THEME_PRISM_CLIENT_MODULE} from '.';
import remarkCodeLanguages from './remark-code-languages';

function plugin(additionalLanguages?: string[], options?: unknown, generatedFilesDir = '/nonexistent') {
  const siteConfig = {themeConfig: {prism: {...(additionalLanguages && {additionalLanguages})}}};
  return lazyPrismPlugin({siteConfig, generatedFilesDir} as never, options);
}

const scratch: string[] = [];
afterEach(() => scratch.splice(0).forEach((dir) => rmSync(dir, {recursive: true, force: true})));

describe('lazyPrismPlugin', () => {
  it.each([
    {name: 'no prism.additionalLanguages', languages: undefined, replaced: true},
    {name: 'an empty list', languages: [], replaced: true},
    {name: 'additional languages to register', languages: ['java', 'php'], replaced: false},
  ])('with $name, replaces the theme client module: $replaced', ({languages, replaced}) => {
    const {configureWebpack} = plugin(languages);
    expect(configureWebpack !== undefined).toBe(replaced);
    if (configureWebpack) {
      expect(configureWebpack({} as never, false, {} as never, {} as never)).toEqual({
        resolve: {alias: {[THEME_PRISM_CLIENT_MODULE]: NO_OP_CLIENT_MODULE}},
      });
    }
  });

  // If a Docusaurus upgrade gives this module other duties, replacing it would drop them: look again.
  it("replaces a theme module that only imports Prism and registers additional languages (Docusaurus 3.7's)", () => {
    const code = readFileSync(THEME_PRISM_CLIENT_MODULE, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '')
      .trim();
    expect(code.split('\n').map((line) => line.trim()).filter(Boolean)).toEqual([
      "import { Prism } from 'prism-react-renderer';",
      "import prismIncludeLanguages from '@theme/prism-include-languages';",
      'prismIncludeLanguages(Prism);',
    ]);
  });

  it('puts an empty module in its place', () => {
    expect(readFileSync(NO_OP_CLIENT_MODULE, 'utf8')).toMatch(/^export \{\};$/m);
  });
});

describe('lazyPrismPlugin with languages', () => {
  it('writes prism-react-renderer with only those grammars to the generated files and makes the bundler use it', () => {
    const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'lazy-prism-'));
    scratch.push(generatedFilesDir);
    const {configureWebpack} = plugin(undefined, {languages: ['typescript']}, generatedFilesDir);
    const slim = path.join(generatedFilesDir, 'lazy-prism', 'prism-react-renderer.mjs');
    expect(configureWebpack!({} as never, false, {} as never, {} as never)).toEqual({
      resolve: {alias: {[THEME_PRISM_CLIENT_MODULE]: NO_OP_CLIENT_MODULE, 'prism-react-renderer$': slim}},
    });
    const code = readFileSync(slim, 'utf8');
    expect(code).toContain('languages.typescript =');
    expect(code).not.toContain('languages.kotlin =');
  });

  it('leaves prism-react-renderer whole when additional languages must register into it', () => {
    const {configureWebpack} = plugin(['java'], {languages: ['typescript']});
    expect(configureWebpack).toBeUndefined();
  });

  it.each([{languages: []}, {languages: 'typescript'}, {languages: [1]}])('refuses languages: $languages', (options) => {
    expect(() => plugin(undefined, options)).toThrow(/"languages" must be a non-empty list of language names/);
  });

  it('highlights the kept grammars, their aliases and plain text', () => {
    expect(highlightedLanguages(['typescript'])).toEqual(
      expect.arrayContaining(['typescript', 'ts', 'javascript', 'plain', 'plaintext', 'text', 'txt']),
    );
    expect(highlightedLanguages(['typescript'])).not.toContain('python');
  });
});

describe('remarkCodeLanguages', () => {
  const check = remarkCodeLanguages({languages: ['typescript', 'ts', 'text']});
  const page = (lang: string | null) => ({
    type: 'root' as const,
    children: [{type: 'blockquote' as const, children: [{type: 'code' as const, lang, value: 'x', position: {start: {line: 7, column: 1, offset: 0}, end: {line: 9, column: 4, offset: 9}}}]}],
  });
  const file = {cwd: '/site', path: '/site/docs/LeetCode/Two Sum/README.mdx'};

  it.each(['typescript', 'ts', 'TS', 'text', null])('accepts a code block in %s', (lang) => {
    expect(() => check(page(lang), file)).not.toThrow();
  });

  it('fails on a code block in another language, naming the file, the line and the fix', () => {
    expect(() => check(page('python'), file)).toThrow(
      'docs/LeetCode/Two Sum/README.mdx:7: a code block in "python", which the site does not highlight (it does typescript, ts, text). Add "python" to CODE_LANGUAGES in docusaurus.config.ts, or mark the block as text.',
    );
  });
});
