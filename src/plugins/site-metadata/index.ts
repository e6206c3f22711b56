import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The module every page's context imports the site's metadata from (`useDocusaurusContext().siteMetadata`). */
export const SITE_METADATA_MODULE = /^@generated\/site-metadata$/;

/**
 * The site's metadata without `pluginVersions`, for the production bundles.
 * Docusaurus puts every plugin's name, kind and version in `main.js`; in the browser only the debug plugin
 * reads them, and the classic preset adds it under `npm start` only, where
 * they are kept. They stay in `.docusaurus/site-metadata.json` too.
 */
export function slimSiteMetadata(metadata: {pluginVersions?: unknown}): object {
  return {...metadata, pluginVersions: {}};
}

/**
 * Gives the production bundles the site's metadata without the plugins'
 * versions (slimSiteMetadata): the generated module, written by Docusaurus
 * before the bundler is configured, is replaced by a copy without them.
 */
export default function siteMetadataPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-metadata',
    configureWebpack(config, _isServer, {currentBundler}) {
      if (config.mode !== 'production') return {};
      const generated = path.join(context.generatedFilesDir, 'site-metadata.json');
      const slim = path.join(context.generatedFilesDir, 'site-metadata', 'site-metadata.json');
      const metadata = JSON.parse(readFileSync(generated, 'utf8')) as {pluginVersions?: unknown};
      mkdirSync(path.dirname(slim), {recursive: true});
      writeFileSync(slim, JSON.stringify(slimSiteMetadata(metadata)));
      return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(SITE_METADATA_MODULE, slim)]};
    },
  };
}
