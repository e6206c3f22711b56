import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {getBrowserslistQueries} from '@docusaurus/faster';
import postCssOptionsPlugin, {withoutPerFileWork} from '.';

describe('the postcss-options plugin', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, {recursive: true, force: true})));

  /** A site folder (a path with a space and Chinese characters) holding these files. */
  function siteWith(files: Record<string, string>): string {
    const siteDir = mkdtempSync(path.join(os.tmpdir(), 'postcss 網站-'));
    dirs.push(siteDir);
    for (const [name, text] of Object.entries({'package.json': '{"name": "site"}', ...files})) {
      mkdirSync(path.dirname(path.join(siteDir, name)), {recursive: true});
      writeFileSync(path.join(siteDir, name), text);
    }
    return siteDir;
  }

  it('turns off postcss-loader’s search for a config file', () => {
    const {configurePostCss} = postCssOptionsPlugin({siteDir: siteWith({})});
    expect(configurePostCss!({ident: 'postcss', plugins: []})).toEqual({ident: 'postcss', config: false, plugins: []});
  });

  it('makes a plugin given by its module’s name once, with its options, when PostCSS first sets it up, and keeps a plugin already made', () => {
    const siteDir = siteWith({
      'plugin.cjs':
        'globalThis.postCssPluginLoads = (globalThis.postCssPluginLoads ?? 0) + 1; module.exports = (options) => ({postcssPlugin: "made", options});',
    });
    const made = {postcssPlugin: 'already made'};
    const {plugins} = withoutPerFileWork({plugins: [[path.join(siteDir, 'plugin.cjs'), {stage: 2}], made]});
    const loads = () => (globalThis as {postCssPluginLoads?: number}).postCssPluginLoads;
    expect(loads()).toBeUndefined();
    expect(plugins[1]).toBe(made);
    // PostCSS calls a plugin creator marked `postcss: true` as each processor sets up, that is for each CSS module.
    const creator = plugins[0] as (() => unknown) & {postcss?: unknown};
    expect(creator.postcss).toBe(true);
    const first = creator();
    expect(first).toEqual({postcssPlugin: 'made', options: {stage: 2}});
    expect(creator()).toBe(first);
    expect(loads()).toBe(1);
  });

  it.each([
    ['postcss.config.js', 'module.exports = {};'],
    ['.postcssrc.json', '{}'],
    ['.config/postcssrc.yml', ''],
  ])('stops the start when the site has a config file it would not read: %s', (file, text) => {
    expect(() => postCssOptionsPlugin({siteDir: siteWith({[file]: text})})).toThrow(
      `${path.basename(file)}: the site reads no PostCSS config (src/plugins/postcss-options`,
    );
  });

  it('stops the start when package.json holds a PostCSS config', () => {
    const siteDir = siteWith({'package.json': '{"name": "site", "postcss": {"plugins": {}}}'});
    expect(() => postCssOptionsPlugin({siteDir})).toThrow(/^package\.json \("postcss"\): the site reads no PostCSS config/);
  });
});

describe('the postcss-options plugin under the dev server and in the build', () => {
  const postCss = {
    loader: '/site/node_modules/postcss-loader/dist/cjs.js',
    options: {postcssOptions: {plugins: [['/site/node_modules/postcss-preset-env/dist/index.cjs', {}]]}},
  };
  const configured = (mode: 'development' | 'production') => {
    const config = {mode, module: {rules: [{test: /\.module\.css$/i, use: ['css-loader', postCss]}]}};
    const {configureWebpack} = postCssOptionsPlugin({siteDir: path.resolve(__dirname, '../../..')});
    expect(configureWebpack!(config as never, false, {} as never, undefined)).toEqual({});
    return config.module.rules[0]!.use;
  };

  it('runs Lightning CSS instead of PostCSS under the dev server, for the browsers the site names', () => {
    expect(configured('development')).toEqual([
      'css-loader',
      {loader: 'builtin:lightningcss-loader', options: {targets: getBrowserslistQueries({isServer: false})}},
    ]);
  });

  it('keeps PostCSS in the build', () => {
    expect(configured('production')).toEqual(['css-loader', postCss]);
  });
});
