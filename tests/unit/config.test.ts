import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Config} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import remarkMath from 'remark-math';
import problemIndexPlugin from '../../src/features/problem-index/plugin';
import buildPerformancePlugin from '../../src/plugins/build-performance';
import postCssOptionsPlugin from '../../src/plugins/postcss-options';
import chunkNamesPlugin from '../../src/plugins/chunk-names';
import onDemandStylesPlugin from '../../src/on-demand-styles';
import routeShardsPlugin from '../../src/route-shards';
import docsDataPlugin from '../../src/plugins/docs-data';
import rehypeKatexHtml from '../../src/markdown/rehype-katex-html';
import rehypeHighlightCode from '../../src/features/code-blocks/rehype-highlight-code';
import siteMetadataPlugin from '../../src/plugins/site-metadata';
import generatedDataPlugin from '../../src/plugins/generated-data';
import tryFirstPlugin from '../../src/features/try-first/plugin';
import codeBlocksPlugin from '../../src/features/code-blocks/plugin';
import writeUpPagePlugin from '../../src/write-up-page/plugin';
import writeUpChecksPlugin from '../../src/plugins/write-up-checks';
import remarkWriteUpPage from '../../src/write-up-page';
import searchIndexPlugin from '../../src/features/search/plugin';
import katexStylesheetPlugin from '../../src/features/katex-stylesheet/plugin';
import builtPagesPlugin from '../../src/plugins/built-pages';
import mutationReportPlugin from '../../src/features/mutation-report/plugin';
import persistentCachePlugin from '../../src/focused-writing/persistent-cache';
import devCompilationPlugin from '../../src/dev-compilation';
import {FOCUS_VARIABLE} from '../../src/focused-writing/focus';

const siteDir = path.resolve(__dirname, '../..');
const require = createRequire(import.meta.url);

/** docusaurus.config.ts as Docusaurus reads it: evaluated afresh, with GITHUB_REPOSITORY set or unset. */
async function loadConfig(repository?: string): Promise<Config> {
  if (repository === undefined) delete process.env.GITHUB_REPOSITORY;
  else process.env.GITHUB_REPOSITORY = repository;
  vi.resetModules();
  return (await import('../../docusaurus.config')).default;
}

/** Plugins as their function names (with their options), to compare configurations evaluated apart. */
const named = (entries: unknown) =>
  (entries as unknown[]).map((entry) => (Array.isArray(entry) ? [(entry[0] as () => void).name, entry[1]] : (entry as () => void).name));

type PresetOptions = {docs: unknown; blog: unknown};
function presetOptions(config: Config): PresetOptions {
  expect(config.presets).toHaveLength(1);
  const [name, options] = config.presets![0] as [string, PresetOptions];
  expect(name).toBe('classic');
  return options;
}

/** The docs plugin's options: the plugin is docsDataPlugin, first in `plugins`, not the preset's. */
function docsOptions(config: Config): Record<string, unknown> {
  const [plugin, options] = config.plugins![0] as [() => void, Record<string, unknown>];
  expect(plugin.name).toBe(docsDataPlugin.name);
  return options;
}

describe('docusaurus.config.ts', () => {
  const originalRepository = process.env.GITHUB_REPOSITORY;
  afterEach(() => {
    if (originalRepository === undefined) delete process.env.GITHUB_REPOSITORY;
    else process.env.GITHUB_REPOSITORY = originalRepository;
  });

  it('has the Chinese identity, base path, single English locale and pinned behaviours', async () => {
    const config = await loadConfig();
    expect(config).toMatchObject({
      title: '解題筆記',
      tagline: '記錄 LeetCode 與 Codewars 的刷題練習',
      baseUrl: '/solve-problems/',
      deploymentBranch: 'gh-pages',
      favicon: 'img/favicon.ico',
      onBrokenLinks: 'throw',
      onBrokenMarkdownLinks: 'warn',
      onBrokenAnchors: 'warn',
      onDuplicateRoutes: 'warn',
      i18n: {defaultLocale: 'en', locales: ['en']},
      markdown: {format: 'mdx', mdx1Compat: {comments: true, admonitions: true, headingIds: true}},
    });
  });

  it('derives url, organization, project and edit links from GITHUB_REPOSITORY', async () => {
    vi.stubEnv('GITHUB_ACTIONS', undefined); // on GitHub Actions, only "solve-problems" builds (repository-name.test.ts)
    const config = await loadConfig('someone/my-notes');
    vi.unstubAllEnvs();
    expect(config.url).toBe('https://someone.github.io');
    expect(config.organizationName).toBe('someone');
    expect(config.projectName).toBe('my-notes');
    expect(docsOptions(config).editUrl).toBe('https://github.com/someone/my-notes/tree/main/');
    const navbar = (config.themeConfig as ThemeConfig).navbar as {items: {label: string; href?: string}[]};
    expect(navbar.items.find((item) => item.label === 'GitHub')?.href).toBe('https://github.com/someone/my-notes');
  });

  it('rejects a malformed GITHUB_REPOSITORY with a message naming the expected form', async () => {
    await expect(loadConfig('not a repository')).rejects.toThrow(/GITHUB_REPOSITORY must look like "owner\/name"/);
  });

  it('serves docs at the root of the docs area with math, and has no blog', async () => {
    const config = await loadConfig();
    expect(presetOptions(config)).toMatchObject({blog: false, docs: false});
    const docs = docsOptions(config);
    // numberPrefixParser off: "1-bit and 2-bit Characters" keeps its "1-" in the route and the sidebar.
    expect(docs).toMatchObject({routeBasePath: '/', sidebarPath: './sidebars.ts', numberPrefixParser: false});
    expect(named(docs.remarkPlugins)).toEqual([remarkMath.name, [remarkWriteUpPage.name, {focusedWriteUp: undefined}]]);
    // Code is highlighted after KaTeX has taken the ```math blocks.
    expect(named(docs.rehypePlugins)).toEqual([rehypeKatexHtml.name, rehypeHighlightCode.name]);
  });

  it('adds the docs, the problem index, the build settings, PostCSS without per-file work, the route shards, the write-up checks, the KaTeX stylesheet, one pass over the built pages, the search index, the code blocks, the code-file loader, try first, the mutation report, the slim site metadata and the settled data files as plugins', async () => {
    const config = await loadConfig();
    expect(named(config.plugins)).toEqual([
      [docsDataPlugin.name, docsOptions(config)],
      problemIndexPlugin.name,
      buildPerformancePlugin.name,
      postCssOptionsPlugin.name,
      onDemandStylesPlugin.name,
      chunkNamesPlugin.name,
      routeShardsPlugin.name,
      [writeUpChecksPlugin.name, {path: 'docs', focused: false}],
      [katexStylesheetPlugin.name, {stylesheet: (config.customFields as {katexStylesheet: unknown}).katexStylesheet}],
      [builtPagesPlugin.name, {katexStylesheet: (config.customFields as {katexStylesheet: unknown}).katexStylesheet}],
      searchIndexPlugin.name,
      codeBlocksPlugin.name,
      writeUpPagePlugin.name,
      tryFirstPlugin.name,
      mutationReportPlugin.name,
      siteMetadataPlugin.name,
      generatedDataPlugin.name,
      [devCompilationPlugin.name, {focused: false}],
    ]);
  });

  it('under npm run write, adds the persistent cache for the focused write-up and compiles its pages at the start', async () => {
    vi.stubEnv(FOCUS_VARIABLE, 'LeetCode/Binary Search');
    try {
      const plugins = named((await loadConfig()).plugins);
      expect(plugins.slice(-2)).toEqual([
        [devCompilationPlugin.name, {focused: true}],
        [persistentCachePlugin.name, {focus: 'LeetCode/Binary Search', docsDir: path.resolve(__dirname, '../../docs')}],
      ]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('highlights code blocks during the build, in docs and pages', async () => {
    const config = await loadConfig();
    const options = presetOptions(config) as PresetOptions & {pages: {rehypePlugins: unknown[]}};
    // The configuration is evaluated apart from this test's modules: compare functions by name.
    expect(named(options.pages.rehypePlugins)).toEqual([rehypeHighlightCode.name]);
    // No Prism theme or magic comment: nothing reads them, and the theme's defaults would be serialized into main.js.
    expect((config.themeConfig as {prism?: unknown}).prism).toEqual({theme: {plain: {}, styles: []}, magicComments: []});
  });

  it('configures the theme: light by default whatever the system prefers, a toggle, fixed sidebar, headings 2–3 in the table of contents, a closable announcement, no footer links', async () => {
    const themeConfig = (await loadConfig()).themeConfig as ThemeConfig;
    expect(themeConfig).toMatchObject({
      image: 'img/social-card.png',
      colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
      docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
      tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
      announcementBar: {isCloseable: true},
      footer: {links: []},
    });
    expect((themeConfig.announcementBar as {id: string}).id).not.toBe('announcement-bar');
    expect((themeConfig.footer as {copyright: string}).copyright).toMatch(/2025.*Built with Docusaurus/);
    const navbar = themeConfig.navbar as {items: Record<string, unknown>[]};
    expect(navbar.items).toEqual([
      expect.objectContaining({
        to: '/intro/',
        position: 'left',
        label: '解題紀錄',
        activeBaseRegex: '^/solve-problems/(?:intro|Codewars|LeetCode)(?:/|$)',
      }),
      expect.objectContaining({to: '/about', label: 'About', position: 'left'}),
      {type: 'custom-search', position: 'right'},
      expect.objectContaining({label: 'GitHub', position: 'right'}),
    ]);
  });

  it('loads the KaTeX stylesheet of the installed KaTeX version with its integrity hash, on pages with math', async () => {
    const config = await loadConfig();
    expect(config.stylesheets).toBeUndefined();
    const stylesheet = config.customFields?.katexStylesheet as {href: string; integrity: string};
    // The KaTeX that renders the math (src/markdown/rehype-katex-html imports it), and rehype-katex's.
    const katexDir = path.dirname(require.resolve('katex/package.json', {paths: [path.join(siteDir, 'src/plugins')]}));
    const rehypeKatexDir = path.dirname(require.resolve('katex/package.json', {paths: [require.resolve('rehype-katex')]}));
    expect(katexDir).toBe(rehypeKatexDir);
    const {version} = JSON.parse(readFileSync(path.join(katexDir, 'package.json'), 'utf8')) as {version: string};
    const css = readFileSync(path.join(katexDir, 'dist/katex.min.css'));
    expect(stylesheet.href).toBe(`https://cdn.jsdelivr.net/npm/katex@${version}/dist/katex.min.css`);
    expect(stylesheet.integrity).toBe(`sha384-${createHash('sha384').update(css).digest('base64')}`);
    expect(config.ssrTemplate, 'the stock page template: the plugins change the built pages (postBuild)').toBeUndefined();
    expect(config.clientModules).toContainEqual(expect.stringMatching(/katex-stylesheet\/client\.ts$/));
  });
});
