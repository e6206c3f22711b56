import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import remarkMath from 'remark-math';
import writeUpChecksPlugin from './src/plugins/write-up-checks';
import {parseWriteUpFrontMatter} from './src/markdown/parse-front-matter';
import remarkWriteUpPage from './src/write-up-page';
import mutationReportPlugin from './src/features/mutation-report/plugin';
import problemIndexPlugin from './src/features/problem-index/plugin';
import buildPerformancePlugin from './src/plugins/build-performance';
import postCssOptionsPlugin from './src/plugins/postcss-options';
import chunkNamesPlugin from './src/plugins/chunk-names';
import routeShardsPlugin from './src/route-shards';
import docsDataPlugin, {docsNavbarActiveRegex} from './src/plugins/docs-data';
import rehypeKatexHtml from './src/markdown/rehype-katex-html';
import rehypeHighlightCode from './src/features/code-blocks/rehype-highlight-code';
import codeBlocksPlugin from './src/features/code-blocks/plugin';
import writeUpPagePlugin from './src/write-up-page/plugin';
import siteMetadataPlugin from './src/plugins/site-metadata';
import devCompilationPlugin from './src/dev-compilation';
import onDemandStylesPlugin from './src/on-demand-styles';
import generatedDataPlugin from './src/plugins/generated-data';
import tryFirstPlugin from './src/features/try-first/plugin';
import {groupedSidebarItemsGenerator} from './src/sidebar/groups';
import type {KatexStylesheet} from './src/features/katex-stylesheet';
import builtPagesPlugin from './src/plugins/built-pages';
import searchIndexPlugin from './src/features/search/plugin';
import katexStylesheetPlugin from './src/features/katex-stylesheet/plugin';
import {BASE_URL, KATEX_CDN_ORIGIN} from './src/site';
import {PLATFORMS} from './src/platforms';
import {focusedDocs, readFocus} from './src/focused-writing/focus';
import remarkOutsideLinks from './src/focused-writing/remark-outside-links';
import persistentCachePlugin from './src/focused-writing/persistent-cache';

// Site identity: everything that changes from one fork to another lives here.
const DEFAULT_REPOSITORY = 'solve-problems-owner/solve-problems';
const REPOSITORY = parseRepository(process.env.GITHUB_REPOSITORY || DEFAULT_REPOSITORY);
const SITE = {
  title: '解題筆記',
  tagline: '記錄 LeetCode 與 Codewars 的刷題練習',
  docsLabel: '解題紀錄',
  owner: REPOSITORY.owner,
  projectName: REPOSITORY.name,
  url: `https://${REPOSITORY.owner}.github.io`,
  baseUrl: BASE_URL,
  repositoryUrl: `https://github.com/${REPOSITORY.owner}/${REPOSITORY.name}`,
  copyrightYear: 2025,
} as const;
if (process.env.GITHUB_ACTIONS === 'true') checkRepositoryName(REPOSITORY.name, SITE.baseUrl);

// Math renders with the installed KaTeX (pinned in package.json, the version
// rehype-katex also resolves); the stylesheet must be that exact version. tests/unit/config.test.ts checks both.
const KATEX_VERSION = '0.16.47';
const KATEX_INTEGRITY = 'sha384-nH0MfJ44wi1dd7w6jinlyBgljjS8EJAh2JBoRad8a3VDw2K69vfaaqm4WnR+gXtA';
// Loaded from the CDN only by pages that show math (src/features/katex-stylesheet):
// it is render-blocking, so pages without formulas should not wait for it. If
// the CDN fails, the page switches to the site's copy of the same file.
const KATEX_STYLESHEET = {
  href: `${KATEX_CDN_ORIGIN}/npm/katex@${KATEX_VERSION}/dist/katex.min.css`,
  integrity: KATEX_INTEGRITY,
  fallbackHref: `${SITE.baseUrl}katex/${KATEX_VERSION}/katex.min.css`,
} satisfies KatexStylesheet;

// Code blocks are highlighted during the build, in any language Shiki knows
// (src/features/code-blocks/highlight, src/features/code-blocks/rehype-highlight-code); the browser gets HTML
// and no highlighter. Run after rehype-katex-html, which takes ```math blocks.
const REHYPE_PLUGINS = [rehypeKatexHtml, rehypeHighlightCode];

// Change the id whenever the message changes, so that visitors who dismissed
// the previous message see the new one.
const ANNOUNCEMENT = {
  id: 'tested-solutions-2025',
  content: `Every solution shown here is the tested <code>solution.ts</code> file. New here? Start with the <a href="${SITE.baseUrl}intro/">introduction</a>.`,
  isCloseable: true,
} as const;

function parseRepository(value: string): {owner: string; name: string} {
  const match = /^([\w.-]+)\/([\w.-]+)$/.exec(value);
  if (!match) {
    throw new Error(`GITHUB_REPOSITORY must look like "owner/name", got "${value}". Unset it to use the default "${DEFAULT_REPOSITORY}".`);
  }
  return {owner: match[1]!, name: match[2]!};
}

/**
 * GitHub Pages serves a project site at /<repository>/, and every page and
 * asset of the build is addressed under the base URL: a repository (or fork)
 * with another name would deploy green and serve nothing but 404s. Checked
 * only on GitHub Actions, so that a local clone builds under any folder name.
 */
function checkRepositoryName(name: string, baseUrl: string): void {
  if (baseUrl === `/${name}/`) return;
  throw new Error(
    `docusaurus.config.ts: the site is built for the base URL ${baseUrl}, but the repository is named "${name}", ` +
      `and GitHub Pages serves it at /${name}/, where every page and asset would be missing. ` +
      `Rename the repository to "${baseUrl.slice(1, -1)}" (Settings → General → Repository name).`,
  );
}

// `npm run write -- <write-up>` (scripts/write.mjs) names one write-up here: only it, the introduction and the home
// page are built, and links to other write-ups go to their published pages.
const DOCS_DIR = 'docs';
const FOCUS = readFocus(process.env, path.resolve(__dirname, DOCS_DIR));
const FOCUSED_WRITE_UP = FOCUS && `${FOCUS.platform}/${FOCUS.folder}`;

// The first doc of the sidebar, where the 解題紀錄 navbar link goes; the write-ups are in a folder per platform.
const INTRO_DOC = 'intro';

const docsOptions = {
  routeBasePath: '/',
  path: DOCS_DIR,
  // Focused writing builds the introduction and the focused write-up only (the home page lists it alone).
  ...(FOCUS && {include: focusedDocs(FOCUS)}),
  sidebarPath: './sidebars.ts',
  // Folder names are titles: "1-bit and 2-bit Characters" keeps its "1-" in the route and the sidebar.
  numberPrefixParser: false,
  // Past 100 write-ups, a platform's category is split into collapsed groups
  // (LeetCode by number range, Codewars by kyu): each page renders only its own
  // group's links, so the build's HTML grows linearly, not with the square of N.
  sidebarItemsGenerator: groupedSidebarItemsGenerator,
  editUrl: `${SITE.repositoryUrl}/tree/main/`,
  // remarkWriteUpPage: a write-up page is built from its folder's model, one step per section: its tested files,
  // its Tested cases and their code runner, and after them what the tests catch, from the committed mutation report.
  // remarkOutsideLinks: under npm run write, links to write-ups outside the focused set go to their published pages.
  remarkPlugins: [
    remarkMath,
    [remarkWriteUpPage, {focusedWriteUp: FOCUSED_WRITE_UP}],
    ...(FOCUS
      ? [
          [
            remarkOutsideLinks,
            {focus: FOCUS, docsDir: path.resolve(__dirname, DOCS_DIR), baseUrl: SITE.baseUrl, publishedUrl: `${SITE.url}${SITE.baseUrl}`},
          ],
        ]
      : []),
  ],
  // KaTeX, as rehype-katex renders it, but each formula kept as one HTML string
  // rather than dozens of JSX elements: smaller pages, a faster build and hydration.
  // Code the same way: one HTML string per block.
  rehypePlugins: REHYPE_PLUGINS,
} satisfies Preset.Options['docs'];

const config = {
  title: SITE.title,
  tagline: SITE.tagline,
  favicon: 'img/favicon.ico',
  url: SITE.url,
  baseUrl: SITE.baseUrl,
  organizationName: SITE.owner,
  projectName: SITE.projectName,
  deploymentBranch: 'gh-pages',
  // GitHub Pages serves about/index.html at /about/ and answers /about with a 301:
  // links, canonical URLs and the sitemap name the form it serves directly.
  trailingSlash: true,

  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {defaultLocale: 'en', locales: ['en']},

  future: {experimental_faster: true},

  markdown: {
    format: 'mdx',
    mdx1Compat: {comments: true, admonitions: true, headingIds: true},
    parseFrontMatter: parseWriteUpFrontMatter,
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is in `plugins`, wrapped by docsDataPlugin.
        docs: false,
        blog: false,
        pages: {rehypePlugins: [rehypeHighlightCode]},
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  // writeUpChecksPlugin: folders that would publish nothing, and duplicate write-ups, fail the build.
  // katexStylesheetPlugin: the site's copy of the KaTeX stylesheet, the CDN's fallback.
  // builtPagesPlugin: one pass over the built pages: the KaTeX stylesheet where there is math, the scripts after the first paint.
  // mutationReportPlugin: under npm start, a refreshed mutation report rebuilds only the write-ups whose part changed.
  // siteMetadataPlugin: the built main.js without every plugin's name and version, which only the debug plugin reads.
  // generatedDataPlugin: under the dev server, a data file Docusaurus is still writing is read again until it parses.
  // tryFirstPlugin: the head script that hides the solution before the first paint when the reader chose so.
  // postCssOptionsPlugin: PostCSS searches no config file and makes its preset once; the dev server runs Lightning CSS instead.
  // onDemandStylesPlugin: a `*.on-demand.css` loads with the code that imports it, not in every page's stylesheet.
  // routeShardsPlugin: the docs' page routes leave main.js for route shards (with patches/@docusaurus+core+3.7.0.patch).
  // devCompilationPlugin: the dev server rebuilds incrementally in the ways that survive a page failing to compile,
  // and compiles the components loaded on a click (npm start: every page too) when a tab first asks for them.
  // persistentCachePlugin: under npm run write, a second start restores what the first one compiled.
  plugins: [
    [docsDataPlugin, docsOptions],
    problemIndexPlugin,
    buildPerformancePlugin,
    postCssOptionsPlugin,
    onDemandStylesPlugin,
    chunkNamesPlugin,
    routeShardsPlugin,
    [writeUpChecksPlugin, {path: docsOptions.path, focused: FOCUS !== undefined}],
    [katexStylesheetPlugin, {stylesheet: KATEX_STYLESHEET}],
    [builtPagesPlugin, {katexStylesheet: KATEX_STYLESHEET}],
    searchIndexPlugin,
    codeBlocksPlugin,
    writeUpPagePlugin,
    tryFirstPlugin,
    mutationReportPlugin,
    siteMetadataPlugin,
    generatedDataPlugin,
    [devCompilationPlugin, {focused: FOCUSED_WRITE_UP !== undefined}],
    ...(FOCUSED_WRITE_UP ? [[persistentCachePlugin, {focus: FOCUSED_WRITE_UP, docsDir: path.resolve(__dirname, DOCS_DIR)}]] : []),
  ],

  // Scripts start after the first paint (builtPagesPlugin), later than the
  // base URL banner's check expects: it would show on every page.
  baseUrlIssueBanner: false,
  clientModules: ['./src/features/katex-stylesheet/client.ts', './src/clientModules/announcementBarIdChange.ts'],
  customFields: {katexStylesheet: KATEX_STYLESHEET},

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: ANNOUNCEMENT,
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    // Code is highlighted during the build (src/features/code-blocks/highlight) and no block reads Prism's settings, but the theme's
    // defaults (its palenight theme and magic comments, about 1 KB) would be serialized into main.js, on every page.
    prism: {theme: {plain: {}, styles: []}, magicComments: []},
    navbar: {
      title: SITE.title,
      logo: {alt: `${SITE.title} logo`, src: 'img/logo.svg'},
      items: [
        // A plain link, active on every doc page: a docSidebar item needs the per-doc list that docsDataPlugin drops.
        {
          to: `/${INTRO_DOC}/`,
          label: SITE.docsLabel,
          position: 'left',
          activeBaseRegex: docsNavbarActiveRegex(SITE.baseUrl, [INTRO_DOC, ...PLATFORMS]),
        },
        {to: '/about', label: 'About', position: 'left'},
        {type: 'custom-search', position: 'right'},
        {href: SITE.repositoryUrl, label: 'GitHub', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [],
      copyright: `Copyright © ${SITE.copyrightYear} ${SITE.title}. Built with Docusaurus.`,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
