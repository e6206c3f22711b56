/** What the problem index adds to the home page's bytes, read from a build (gzip at zlib's default level, as GitHub Pages serves it). */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {load} from 'cheerio';

export const INDEX_SELECTOR = 'section[aria-labelledby="problems"]';

export const gzip = (text: string | Buffer) => gzipSync(text).length;

export type Bytes = {
  problems: number;
  html: {raw: number; gzip: number};
  indexHtmlGzip: number;
  data: {file: string; raw: number; gzip: number} | undefined;
};

function generatedData(siteDir: string): string {
  return readFileSync(path.join(siteDir, '.docusaurus/problem-index/default/problems.json'), 'utf8');
}

/** The chunk that holds the `problems` route module (webpack inlines JSON as `JSON.parse('...')`). */
function findDataChunk(siteDir: string): Bytes['data'] {
  const needle = `JSON.parse('${generatedData(siteDir).slice(0, 80).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}`;
  const dir = path.join(siteDir, 'build/assets/js');
  for (const name of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (!name.endsWith('.js')) continue;
    const text = readFileSync(path.join(dir, name));
    if (text.includes(needle)) return {file: name, raw: text.length, gzip: gzip(text)};
  }
  return undefined;
}

export function measureBytes(siteDir: string): Bytes {
  const html = readFileSync(path.join(siteDir, 'build/index.html'), 'utf8');
  // What the index adds to the HTML: the page with and without its section, both as cheerio writes them.
  const $ = load(html);
  const withIndex = gzip($.html());
  $(INDEX_SELECTOR).remove();
  const withoutIndex = gzip($.html());
  const data = JSON.parse(generatedData(siteDir)) as unknown[] | {problems: unknown[]};
  return {
    problems: Array.isArray(data) ? data.length : data.problems.length,
    html: {raw: Buffer.byteLength(html), gzip: gzip(html)},
    indexHtmlGzip: withIndex - withoutIndex,
    data: findDataChunk(siteDir),
  };
}
