import path from 'node:path';
import {describe, expect, it} from 'vitest';
import persistentCachePlugin, {cacheDirectory} from '.';

const context = {siteDir: path.resolve(__dirname, '../../..'), generatedFilesDir: '/site/.docusaurus'};
const configure = (mode: 'development' | 'production', focus?: string) =>
  persistentCachePlugin(context, {focus}).configureWebpack!({mode}, false, {} as never, undefined) as {
    cache?: boolean;
    experiments?: {cache?: {type: string; version: string; storage: {directory: string}}};
  };

describe('the persistent-cache plugin', () => {
  it('gives the development bundle a persistent cache in .docusaurus/, one per command', () => {
    const start = configure('development');
    const write = configure('development', 'LeetCode/Binary Search');
    expect(start.cache).toBe(true);
    expect(start.experiments?.cache?.type).toBe('persistent');
    expect(start.experiments?.cache?.storage.directory).toBe(path.join('/site/.docusaurus', 'rspack-cache', 'start'));
    expect(write.experiments?.cache?.storage.directory).toBe(cacheDirectory('/site/.docusaurus', 'LeetCode/Binary Search'));
    expect(write.experiments?.cache?.storage.directory).not.toBe(start.experiments?.cache?.storage.directory);
    expect(write.experiments?.cache?.version).not.toBe(start.experiments?.cache?.version);
  });

  it('leaves the production build without one', () => {
    expect(configure('production')).toEqual({});
  });
});
