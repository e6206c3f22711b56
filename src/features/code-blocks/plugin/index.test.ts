import {mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import codeBlocksPlugin from '.';

describe('the code-blocks plugin', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, {recursive: true, force: true})));

  /** A generated-files folder (a path with a space and Chinese characters) and the colours' file in it. */
  function generatedFiles(): {context: LoadContext; colours: string} {
    const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'generated 生成-'));
    dirs.push(generatedFilesDir);
    return {context: {generatedFilesDir} as LoadContext, colours: path.join(generatedFilesDir, 'code-blocks', 'colours.css')};
  }
  const longAgo = new Date('2026-01-01T00:00:00Z');

  it('adds the stylesheet of the code colours to every page', async () => {
    const {context, colours} = generatedFiles();
    const plugin = await codeBlocksPlugin(context);
    expect(plugin.getClientModules!()).toEqual([colours]);
    expect(readFileSync(colours, 'utf8')).toMatch(/\.l\d+\s*\{/);
  });

  it('leaves the stylesheet untouched when its text is the same, so that a second start compiles nothing again', async () => {
    const {context, colours} = generatedFiles();
    await codeBlocksPlugin(context);
    utimesSync(colours, longAgo, longAgo);
    await codeBlocksPlugin(context);
    expect(statSync(colours).mtime).toEqual(longAgo);
  });

  it('writes the stylesheet again when its text differs', async () => {
    const {context, colours} = generatedFiles();
    await codeBlocksPlugin(context);
    const css = readFileSync(colours, 'utf8');
    writeFileSync(colours, '/* stale */');
    await codeBlocksPlugin(context);
    expect(readFileSync(colours, 'utf8')).toBe(css);
  });
});
