import type {LoadContext, Plugin, PluginContentLoadedActions, PluginModule, RouteConfig} from '@docusaurus/types';
import * as docsPluginModule from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions, PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {focusedPathsToWatch} from './paths-to-watch';

const PLUGIN_FILE = 'src/plugins/docs-data/index.ts';

/**
 * The docs plugin, with less of its data in the first load of every page.
 *
 * - **The version's props** (one chunk that every doc page loads) carry a
 *   `docs` map of every doc's id, title and description, read only by
 *   `DocCard` (category index pages, `<DocCardList>`), which the site does not
 *   use; and each sidebar link's `docId` and `unlisted: false`, which the
 *   sidebar never reads (it matches links by `href`). They are dropped.
 * - **The global data** (in `main.js`, on every page) lists every doc's id,
 *   path and sidebar, used only to tell which doc is active for `doc` and
 *   `docSidebar` navbar items and the version dropdown. The site uses none:
 *   its 解題紀錄 navbar link is a plain link, active by path
 *   (`docsNavbarActiveRegex`). The list is emptied.
 *
 * Measured at 2,000 write-ups: see scripts/bench/README.md. With 21 write-ups
 * the saving is small; it grows with every write-up.
 *
 * Under npm run write, the dev server also watches fewer category files (./paths-to-watch.ts).
 */
export default async function docsDataPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  // Options arrive validated and normalized by the docs plugin's own validateOptions (below).
  const plugin = await docsPluginModule.default(context, options as PluginOptions);
  const {contentLoaded, getPathsToWatch} = plugin;
  const {include} = options as PluginOptions;
  if (!contentLoaded) throw new Error(`${PLUGIN_FILE}: the docs plugin has no contentLoaded any more; update or remove this wrapper.`);
  const wrapped: Plugin<LoadedContent> = {
    ...plugin,
    ...(getPathsToWatch && {getPathsToWatch: () => focusedPathsToWatch(getPathsToWatch(), include)}),
    async contentLoaded({content, actions}) {
      let versionRoutes = 0;
      const leanActions: PluginContentLoadedActions = {
        ...actions,
        addRoute(route) {
          versionRoutes += versionPropsIn(route);
          actions.addRoute(withLeanVersionProps(route));
        },
        setGlobalData(data) {
          actions.setGlobalData(withoutDocList(data as GlobalPluginData));
        },
      };
      await contentLoaded({content, actions: leanActions});
      if (versionRoutes !== content.loadedVersions.length) {
        throw new Error(
          `${PLUGIN_FILE}: expected one route with version props per docs version (${content.loadedVersions.length}), found ${versionRoutes}. ` +
            'The docs plugin changed how it passes version metadata: update this wrapper.',
        );
      }
    },
  };
  // Docusaurus passes each plugin the content its own loadContent returned.
  return wrapped as Plugin;
}

// Docusaurus reads a plugin function's `validateOptions` for option defaults; the docs plugin's module exports it,
// but its type declarations leave it out.
docsDataPlugin.validateOptions = (docsPluginModule as unknown as Pick<PluginModule, 'validateOptions'>).validateOptions;

const versionProp = (route: RouteConfig) => route.props?.version as PropVersionMetadata | undefined;

/** How many routes of the tree carry a docs version's props. */
export function versionPropsIn(route: RouteConfig): number {
  return (versionProp(route)?.docsSidebars ? 1 : 0) + (route.routes ?? []).reduce((sum, child) => sum + versionPropsIn(child), 0);
}

/** The route tree with each `version` prop (on the version's route, below the docs root) without the unused `docs` map and sidebar fields. */
export function withLeanVersionProps(route: RouteConfig): RouteConfig {
  if (versionPropsIn(route) === 0) return route;
  const version = versionProp(route);
  const lean = {...route, routes: route.routes?.map(withLeanVersionProps)};
  if (!version?.docsSidebars) return lean;
  const docsSidebars = Object.fromEntries(Object.entries(version.docsSidebars).map(([id, items]) => [id, items.map(leanSidebarItem)]));
  return {...lean, props: {...route.props, version: {...version, docs: {}, docsSidebars}}};
}

function leanSidebarItem(item: PropSidebarItem): PropSidebarItem {
  if (item.type === 'category') return {...item, items: item.items.map(leanSidebarItem)};
  if (item.type !== 'link') return item;
  const {docId, unlisted, ...lean} = item;
  return unlisted ? {...lean, unlisted} : lean;
}

/** The docs plugin's global data without its per-doc lists. */
export function withoutDocList(data: GlobalPluginData): GlobalPluginData {
  return {...data, versions: data.versions.map((version) => ({...version, docs: []}))};
}

/**
 * Where the docs navbar link is active (Docusaurus matches it against the
 * location's path): the introduction and each platform's folder.
 */
export function docsNavbarActiveRegex(baseUrl: string, topLevel: readonly string[]): string {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `^${escape(baseUrl)}(?:${topLevel.map(escape).join('|')})(?:/|$)`;
}
