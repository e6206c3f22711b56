import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {compileCacheEnvironment} from './compile-cache';

describe('compileCacheEnvironment', () => {
  const siteDir = path.join('/home', 'owner', '解題 筆記');

  it("keeps the compiled code in the site's node_modules/.cache", () => {
    expect(compileCacheEnvironment(siteDir, {})).toEqual({
      NODE_COMPILE_CACHE: path.join(siteDir, 'node_modules', '.cache', 'node-compile-cache'),
    });
  });

  it("keeps the owner's own NODE_COMPILE_CACHE", () => {
    expect(compileCacheEnvironment(siteDir, {NODE_COMPILE_CACHE: '/var/cache/node'})).toEqual({NODE_COMPILE_CACHE: '/var/cache/node'});
  });
});
