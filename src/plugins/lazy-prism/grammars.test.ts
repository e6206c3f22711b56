import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {slimGrammars} from './grammars';

const require = createRequire(import.meta.url);
const BUNDLE = require.resolve('prism-react-renderer'); // dist/index.js, the CommonJS build of the same code
const SITE_DIR = path.resolve(__dirname, '../../..');

type Grammar = Record<string, unknown>;
type PrismLike = {languages: Record<string, Grammar>; tokenize(code: string, grammar: Grammar): unknown[]};

/** Loads a CommonJS build of prism-react-renderer from its source text. */
function load(code: string): PrismLike {
  const module = {exports: {} as {Prism: PrismLike}};
  new Function('module', 'exports', 'require', code)(module, module.exports, createRequire(BUNDLE));
  return module.exports.Prism;
}

/** Every TypeScript file of the site's write-ups and plugins: the code the site shows, and more. */
function typescriptFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return typescriptFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

describe('slimGrammars on prism-react-renderer', () => {
  const source = readFileSync(BUNDLE, 'utf8');
  const slim = slimGrammars(source, ['typescript']);
  const full = load(source);
  const slimPrism = load(slim.code);

  it('keeps TypeScript and what it builds on, and drops the other grammars', () => {
    expect(slim.languages).toEqual(['clike', 'javadoclike', 'javascript', 'jsdoc', 'regex', 'ts', 'typescript']);
    const grammars = (prism: PrismLike) => Object.keys(prism.languages).filter((key) => typeof prism.languages[key] === 'object');
    expect(grammars(slimPrism).sort()).toEqual([...slim.languages, 'plain', 'plaintext', 'text', 'txt'].sort());
    expect(grammars(full).length).toBeGreaterThan(40);
    expect(slim.code.length).toBeLessThan(source.length * 0.7);
  });

  const files = [...typescriptFiles(path.join(SITE_DIR, 'docs')), ...typescriptFiles(path.join(SITE_DIR, 'src'))];
  it.each(files.map((file) => ({file: path.relative(SITE_DIR, file)})))('tokenizes $file exactly as the full bundle does', ({file}) => {
    const code = readFileSync(path.join(SITE_DIR, file), 'utf8');
    const tokens = (prism: PrismLike) => JSON.stringify(prism.tokenize(code, prism.languages.typescript!));
    expect(tokens(slimPrism)).toBe(tokens(full));
  });

  it('names the missing grammar and the ones there are when asked for a language the bundle lacks', () => {
    expect(() => slimGrammars(source, ['typescript', 'cobol'])).toThrow(/no Prism grammar for cobol; it has: .*typescript/);
  });

  it('refuses a bundle of another shape, pointing at this file', () => {
    expect(() => slimGrammars('export const Prism = {};', ['typescript'])).toThrow(/look again at src\/plugins\/lazy-prism\/grammars\.ts/);
  });
});

describe('slimGrammars rules, on a small bundle of the same shape', () => {
  const bundle = [
    'var Prism = __toESM(require_prism());',
    'Prism.languages.base = {a: 1},',
    '  Prism.languages.wanted = Prism.languages.extend("base", {b: 2}),',
    '  Prism.languages.insertBefore("wanted", "b", {c: {alias: "other", inside: Prism.languages.helper}}),',
    '  Prism.languages.other = Prism.languages.extend("base", {}),',
    '  Prism.languages.other && Prism.languages.insertBefore("other", "a", {d: Prism.languages.wanted}),',
    '  function(e) { e.languages.addon = {}; e.languages.addon.addSupport(["wanted", "x"], 1); }(Prism),',
    '  Prism.languages.helper = {h: 1};',
    'export { Prism };',
  ].join('\n');

  it('keeps definitions, changes and run-time additions to the wanted grammar, in order, and what they refer to', () => {
    const {code, languages} = slimGrammars(bundle, ['wanted']);
    expect(languages).toEqual(['addon', 'base', 'helper', 'wanted']);
    expect(code).not.toContain('Prism.languages.other');
    expect(code.indexOf('languages.base =')).toBeLessThan(code.indexOf('languages.wanted ='));
    expect(code.indexOf('insertBefore("wanted"')).toBeLessThan(code.indexOf('languages.helper ='));
  });
});
