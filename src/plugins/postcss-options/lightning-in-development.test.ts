import {describe, expect, it} from 'vitest';
import type {StylesheetRule} from '../../plugin-kit/stylesheet-rules';
import {withLightningCss} from './lightning-in-development';

const PRESET = '/site/node_modules/postcss-preset-env/dist/index.cjs';
const postCss = (plugins: unknown[] = [[PRESET, {}]]) => ({
  loader: '/site/node_modules/postcss-loader/dist/cjs.js',
  options: {postcssOptions: {ident: 'postcss', plugins}},
});
const LIGHTNING = {loader: 'builtin:lightningcss-loader', options: {targets: ['last 3 chrome version']}};

/** Docusaurus' two stylesheet rules, with these loaders last. */
const rules = (last: unknown): StylesheetRule[] =>
  [
    {test: /\.css$/i, exclude: /\.module\.css$/i, use: ['extract', {loader: 'css-loader', options: {modules: false}}, last]},
    {test: /\.module\.css$/i, use: ['extract', {loader: 'css-loader', options: {modules: true}}, last]},
  ] as StylesheetRule[];

describe('withLightningCss', () => {
  it('puts Lightning CSS, for the given browsers, where each stylesheet rule had postcss-loader, and keeps its other loaders', () => {
    const changed = rules(postCss());
    withLightningCss(changed, ['last 3 chrome version']);
    expect(changed).toEqual(rules(LIGHTNING));
  });

  it.each([
    ['no longer use postcss-loader', rules({loader: '/site/node_modules/sass-loader/dist/cjs.js'}), /no longer use postcss-loader/],
    [
      'give PostCSS a plugin besides the preset',
      rules(
        postCss([
          [PRESET, {}],
          ['/site/node_modules/postcss-nested/index.js', {}],
        ]),
      ),
      /a plugin other than postcss-preset-env/,
    ],
  ])('throws, naming its file, when the rules %s', (_, given, message) => {
    expect(() => withLightningCss(given, [])).toThrow(message);
    expect(() => withLightningCss(given, [])).toThrow(/^src\/plugins\/postcss-options\/lightning-in-development\.ts: /);
  });
});
