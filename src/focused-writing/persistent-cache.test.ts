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
  it('gives the development bundle a persistent cache in .docusaurus/, its version naming the focused write-up', () => {
    const binarySearch = configure('development');
    expect(binarySearch.cache).toBe(true);
    expect(binarySearch.experiments?.cache?.type).toBe('persistent');
    expect(binarySearch.experiments?.cache?.storage.directory).toBe(cacheDirectory('/site/.docusaurus'));
    expect(cacheDirectory('/site/.docusaurus')).toBe(path.join('/site/.docusaurus', 'rspack-cache', 'write'));
    expect(configure('development', 'LeetCode/Two Sum').experiments?.cache?.version).not.toBe(binarySearch.experiments?.cache?.version);
  });

  it('leaves the production build without one', () => {
    expect(configure('production')).toEqual({});
  });
});
