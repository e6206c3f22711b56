/** Route trees in the shape Docusaurus gives them, for this folder's tests. */
import type {RouteConfig} from '@docusaurus/types';

export const page = (path: string): RouteConfig => ({
  path,
  component: '@theme/DocItem',
  exact: true,
  modules: {content: `@site/docs${path}.mdx`},
});

/** `count` write-up pages, as the docs plugin routes them. */
export const writeUps = (count: number): RouteConfig[] =>
  Array.from({length: count}, (_, i) => page(`/solve-problems/LeetCode/Problem ${i + 1}/`));

/**
 * The site's routes: pages at the top level, then the docs plugin's tree (its
 * root, the version, the sidebar's root) with `docs` as the sidebar root's
 * subroutes.
 */
export function siteRoutes(docs: RouteConfig[]): RouteConfig[] {
  return [
    page('/solve-problems/about/'),
    page('/solve-problems/'),
    {
      path: '/solve-problems/',
      component: '@theme/DocsRoot',
      routes: [
        {
          path: '/solve-problems/',
          component: '@theme/DocVersionRoot',
          routes: [{path: '/solve-problems/', component: '@theme/DocRoot', routes: docs}],
        },
      ],
    },
  ];
}

/** The subroutes of the docs' sidebar root in a tree from siteRoutes. */
export const docsOf = (routes: RouteConfig[]): RouteConfig => routes[2]!.routes![0]!.routes![0]!;
