import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes, type PrismTheme} from 'prism-react-renderer';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import {parseWriteUpFrontMatter} from './src/plugins/write-up-front-matter';
import problemIndexPlugin from './src/plugins/problem-index';

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
  baseUrl: '/solve-problems/',
  repositoryUrl: `https://github.com/${REPOSITORY.owner}/${REPOSITORY.name}`,
  copyrightYear: 2025,
} as const;

// KaTeX renders with the version rehype-katex resolves (pinned in package.json);
// the stylesheet must be that exact version. tests/unit/config.test.ts checks both.
const KATEX_VERSION = '0.16.47';
const KATEX_INTEGRITY =
  'sha384-nH0MfJ44wi1dd7w6jinlyBgljjS8EJAh2JBoRad8a3VDw2K69vfaaqm4WnR+gXtA';

// Change the id whenever the message changes, so that visitors who dismissed
// the previous message see the new one.
const ANNOUNCEMENT = {
  id: 'tested-solutions-2025',
  content: `Every solution shown here is the tested <code>solution.ts</code> file. New here? Start with the <a href="${SITE.baseUrl}intro">introduction</a>.`,
  isCloseable: true,
} as const;

// Code colours: prism's GitHub (light) and Dracula (dark) themes, with the token colours that
// fall below 4.5:1 contrast on the code block background (WCAG AA) replaced by darker or lighter
// shades of the same hue. tests/e2e/accessibility.spec.ts checks the pages with axe.
const LIGHT_CODE_THEME = withTokenColours(prismThemes.github, {
  '#999988': '#6a6a55', // comments: 2.7:1 -> 5.2:1 on #f6f8fa
  '#e3116c': '#c0105c', // strings: 4.3:1 -> 5.7:1
  '#36acaa': '#1f7a78', // numbers, constants, properties: 2.6:1 -> 4.8:1
  '#00a4db': '#00739e', // at-rules, attribute names: 2.7:1 -> 5.0:1
  '#d73a49': '#b31d28', // functions: 4.3:1 -> 6.3:1
});
const DARK_CODE_THEME = withTokenColours(prismThemes.dracula, {
  'rgb(98, 114, 164)': '#97a1cb', // comments: 3.0:1 -> 5.6:1 on #282a36
});

function withTokenColours(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = entry.style.color && replacements[entry.style.color];
      return colour ? {...entry, style: {...entry.style, color: colour}} : entry;
    }),
  };
}

function parseRepository(value: string): {owner: string; name: string} {
  const match = /^([\w.-]+)\/([\w.-]+)$/.exec(value);
  if (!match) {
    throw new Error(
      `GITHUB_REPOSITORY must look like "owner/name", got "${value}". Unset it to use the default "${DEFAULT_REPOSITORY}".`,
    );
  }
  return {owner: match[1]!, name: match[2]!};
}

const docsOptions = {
  routeBasePath: '/',
  path: 'docs',
  sidebarPath: './sidebars.ts',
  editUrl: `${SITE.repositoryUrl}/tree/main/`,
  remarkPlugins: [remarkMath],
  rehypePlugins: [rehypeKatex],
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
  trailingSlash: undefined,

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

  stylesheets: [
    {
      href: `https://cdn.jsdelivr.net/npm/katex@${KATEX_VERSION}/dist/katex.min.css`,
      type: 'text/css',
      integrity: KATEX_INTEGRITY,
      crossorigin: 'anonymous',
    },
  ],

  presets: [
    [
      'classic',
      {
        docs: docsOptions,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [problemIndexPlugin],
  clientModules: ['./src/clientModules/announcementBarIdChange.ts'],

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
    navbar: {
      title: SITE.title,
      logo: {alt: `${SITE.title} logo`, src: 'img/logo.svg'},
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: SITE.docsLabel},
        {to: '/about', label: 'About', position: 'left'},
        {href: SITE.repositoryUrl, label: 'GitHub', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [],
      copyright: `Copyright © ${SITE.copyrightYear} ${SITE.title}. Built with Docusaurus.`,
    },
    prism: {
      theme: LIGHT_CODE_THEME,
      darkTheme: DARK_CODE_THEME,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
