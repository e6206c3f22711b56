import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterEach, describe, expect, it} from 'vitest';
import siteMetadataPlugin, {SITE_METADATA_MODULE, slimSiteMetadata} from '.';

const METADATA = {
  docusaurusVersion: '3.7.0',
  siteVersion: '0.0.0',
  pluginVersions: {'docusaurus-plugin-sitemap': {type: 'package', name: '@docusaurus/plugin-sitemap', version: '3.7.0'}},
};

/** The bundler's module replacement, as the plugin builds it: what it matches and what it puts instead. */
class NormalModuleReplacementPlugin {
  constructor(
    readonly match: RegExp,
    readonly replacement: string,
  ) {}
  apply() {}
}
const utils = {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin}}} as never;

describe('slimSiteMetadata', () => {
  it('keeps the versions of Docusaurus and the site and empties the plugins’ versions', () => {
    expect(slimSiteMetadata(METADATA)).toEqual({docusaurusVersion: '3.7.0', siteVersion: '0.0.0', pluginVersions: {}});
  });
});

describe('the site-metadata plugin', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, {recursive: true, force: true})));

  it('replaces the generated module with a copy without the plugins’ versions, in both production bundles', () => {
    const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'site metadata 網站-'));
    dirs.push(generatedFilesDir);
    writeFileSync(path.join(generatedFilesDir, 'site-metadata.json'), JSON.stringify(METADATA));
    const plugin = siteMetadataPlugin({generatedFilesDir} as LoadContext);
    for (const isServer of [false, true]) {
      const {plugins} = plugin.configureWebpack!({mode: 'production'}, isServer, utils, undefined) as unknown as {
        plugins: NormalModuleReplacementPlugin[];
      };
      expect(plugins).toHaveLength(1);
      const [replacement] = plugins;
      expect(replacement!.match).toBe(SITE_METADATA_MODULE);
      expect(JSON.parse(readFileSync(replacement!.replacement, 'utf8'))).toEqual(slimSiteMetadata(METADATA));
    }
  });

  it('leaves npm start alone, where the debug plugin shows the versions', () => {
    const plugin = siteMetadataPlugin({generatedFilesDir: path.join(os.tmpdir(), 'no such folder')} as LoadContext);
    expect(plugin.configureWebpack!({mode: 'development'}, false, utils, undefined)).toEqual({});
  });

  it('matches the module the client context imports, and no other', () => {
    expect(SITE_METADATA_MODULE.test('@generated/site-metadata')).toBe(true);
    expect(SITE_METADATA_MODULE.test('@generated/site-metadata.json')).toBe(false);
    expect(SITE_METADATA_MODULE.test('@generated/site-storage')).toBe(false);
  });
});
