import type {RouteConfig} from '@docusaurus/types';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {describe, expect, it} from 'vitest';
import {docsNavbarActiveRegex, versionPropsIn, withLeanVersionProps, withoutDocList} from '.';

const VERSION: PropVersionMetadata = {
  pluginId: 'default',
  version: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docs: {intro: {id: 'intro', title: 'Introduction', description: 'How to read', sidebar: 'tutorialSidebar'}},
  docsSidebars: {
    tutorialSidebar: [
      {type: 'link', label: 'Introduction', href: '/solve-problems/intro', docId: 'intro', unlisted: false},
      {
        type: 'category',
        label: 'LeetCode',
        collapsible: true,
        collapsed: true,
        items: [
          {
            type: 'link',
            label: 'Binary Search',
            href: '/solve-problems/LeetCode/Binary Search/',
            docId: 'LeetCode/Binary Search/README',
            unlisted: false,
          },
          {type: 'link', label: 'Draft', href: '/solve-problems/LeetCode/Draft/', docId: 'LeetCode/Draft/README', unlisted: true},
        ],
      },
      {type: 'html', value: '<hr>'},
    ],
  },
};

describe('withLeanVersionProps', () => {
  const route: RouteConfig = {path: '/solve-problems/', component: '@theme/DocVersionRoot', exact: false, props: {version: VERSION}};

  it("drops the version's docs map and each link's docId and unlisted: false, keeping what the sidebar reads", () => {
    expect(withLeanVersionProps(route).props).toEqual({
      version: {
        ...VERSION,
        docs: {},
        docsSidebars: {
          tutorialSidebar: [
            {type: 'link', label: 'Introduction', href: '/solve-problems/intro'},
            {
              type: 'category',
              label: 'LeetCode',
              collapsible: true,
              collapsed: true,
              items: [
                {type: 'link', label: 'Binary Search', href: '/solve-problems/LeetCode/Binary Search/'},
                {type: 'link', label: 'Draft', href: '/solve-problems/LeetCode/Draft/', unlisted: true},
              ],
            },
            {type: 'html', value: '<hr>'},
          ],
        },
      },
    });
  });

  it('finds the version route below the docs root route, as the docs plugin adds it', () => {
    const root: RouteConfig = {path: '/solve-problems/', component: '@theme/DocsRoot', exact: false, routes: [route]};
    expect(versionPropsIn(root)).toBe(1);
    const lean = withLeanVersionProps(root);
    expect(lean).toMatchObject({component: '@theme/DocsRoot', routes: [{component: '@theme/DocVersionRoot'}]});
    expect(lean.routes![0]).toEqual(withLeanVersionProps(route));
    expect(versionPropsIn(lean)).toBe(1);
  });

  it('keeps the rest of the route and does not change its input', () => {
    const before = structuredClone(route);
    expect(withLeanVersionProps(route)).toMatchObject({path: route.path, component: route.component, exact: false});
    expect(route).toEqual(before);
  });

  it.each<[string, RouteConfig]>([
    ['without props', {path: '/solve-problems/intro', component: '@theme/DocItem'}],
    ['with other props', {path: '/solve-problems/tags', component: '@theme/DocTagsListPage', props: {tags: []}}],
  ])('returns a route %s as it is', (_case, other) => {
    expect(withLeanVersionProps(other)).toBe(other);
  });
});

describe('withoutDocList', () => {
  it("empties each version's per-doc list and keeps its sidebars and paths", () => {
    const data: GlobalPluginData = {
      path: '/solve-problems/',
      breadcrumbs: true,
      versions: [
        {
          name: 'current',
          label: 'Next',
          isLast: true,
          path: '/solve-problems/',
          mainDocId: 'intro',
          docs: [{id: 'intro', path: '/solve-problems/intro', sidebar: 'tutorialSidebar'}],
          draftIds: [],
          sidebars: {tutorialSidebar: {link: {label: 'intro', path: '/solve-problems/intro'}}},
        },
      ],
    };
    expect(withoutDocList(data)).toEqual({...data, versions: [{...data.versions[0], docs: []}]});
  });
});

describe('docsNavbarActiveRegex', () => {
  const regex = new RegExp(docsNavbarActiveRegex('/solve-problems/', ['intro', 'Codewars', 'LeetCode']));

  it.each([
    '/solve-problems/intro/',
    '/solve-problems/intro',
    '/solve-problems/LeetCode/Binary Search/',
    '/solve-problems/Codewars/6 kyu Who likes it/',
  ])('matches the doc page %s', (pathname) => expect(regex.test(pathname)).toBe(true));

  it.each(['/solve-problems/', '/solve-problems/about/', '/solve-problems/introduction/', '/solve-problems/LeetCodeX/', '/intro/'])(
    'does not match %s',
    (pathname) => expect(regex.test(pathname)).toBe(false),
  );

  it('escapes characters that mean something in a regular expression', () => {
    expect(docsNavbarActiveRegex('/a.b/', ['c+d'])).toBe('^/a\\.b/(?:c\\+d)(?:/|$)');
  });
});
