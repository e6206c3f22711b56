import path from 'node:path';
import {describe, expect, it} from 'vitest';
import persistentCachePlugin, {cacheDirectory} from './persistent-cache';

const context = {siteDir: path.resolve(__dirname, '../../..'), generatedFilesDir: '/site/.docusaurus'};
const configure = (mode: 'development' | 'production', focus = 'LeetCode/Binary Search') =>
  persistentCachePlugin(context, {focus}).configureWebpack!({mode}, false, {} as never, undefined) as {
    cache?: boolean;
    experiments?: {cache?: {type: string; version: string; storage: {directory: string}}};
  };

describe('the persistent-cache plugin', () => {
  it('gives the development bundle a persistent cache in .docusaurus/, in a folder named after its version, which names the focused write-up', () => {
    const binarySearch = configure('development');
    expect(binarySearch.cache).toBe(true);
    expect(binarySearch.experiments?.cache?.type).toBe('persistent');
    // A folder of its own for each version, under the one cacheDirectory names.
    expect(binarySearch.experiments?.cache?.storage.directory).toBe(
      path.join(cacheDirectory('/site/.docusaurus'), binarySearch.experiments!.cache!.version),
    );
    expect(cacheDirectory('/site/.docusaurus')).toBe(path.join('/site/.docusaurus', 'rspack-cache', 'write'));
    expect(configure('development', 'LeetCode/Two Sum').experiments?.cache?.version).not.toBe(binarySearch.experiments?.cache?.version);
  });

  it('leaves the production build without one', () => {
    expect(configure('production')).toEqual({});
  });
});
