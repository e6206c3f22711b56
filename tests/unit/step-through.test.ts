/**
 * Every write-up's page gets its steps: each `<SolutionCode>` of each page is given the steps of its file,
 * recorded by the build's loader with the file on the page's case, and each recording ends with the value that case expects.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import matter from 'gray-matter';
import remarkMath from 'remark-math';
import {describe, expect, it} from 'vitest';
import {completeWriteUpFrontMatter} from '../../src/write-up/front-matter';
import remarkWriteUpPage from '../../src/write-up-page';
import {codeFileModule, type ShownCodeFile} from '../../src/write-up-page/code-file/loader';
import {stepCaseQuery} from '../../src/features/step-through/step-case';
import {passes, type Comparison} from '../../src/test-kit/judge';
import type {TestedCase} from '../../src/test-kit/types';
import {WRITE_UP_ROUTES} from '../site/routes';

const siteDir = path.resolve(__dirname, '../..');

/**
 * The value a recording's end shows, read back: JSON where it is JSON, a BigInt's digits as the number its
 * tests hold it to (`BigInt(expected)`), else the text.
 */
function returnedValue(end: string): unknown {
  const text = end.replace(/^returned /, '');
  if (/^-?\d+n$/.test(text)) return Number(text.slice(0, -1));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const pages = WRITE_UP_ROUTES.map(({folder}) => ({folder, file: path.join(siteDir, folder, 'README.mdx')}));

describe.each(pages)('the Step through of $folder', ({folder, file}) => {
  it('is given to every <SolutionCode> of the page, one recording per file shown', async () => {
    const {data, content} = matter(readFileSync(file, 'utf8'));
    const frontMatter = completeWriteUpFrontMatter(file, data);
    const code = String(await compile({value: content, path: file, data: {frontMatter}}, {remarkPlugins: [remarkMath, remarkWriteUpPage]}));
    const elements = [...code.matchAll(/_jsx\(SolutionCode, (\{[\s\S]*?\n\s*\})\)/g)].map(([, props]) => props!);
    expect(elements.length).toBeGreaterThan(0);
    for (const props of elements) expect(props).toMatch(/source: \w+,[\s\S]*cases: stepThroughCases/);
    const recorded = [...code.matchAll(/^import \w+ from "!!code-file(\?[^!]*)?!\.\/([\w.-]+)";$/gm)];
    expect(recorded.map(([, , shown]) => shown).sort()).toEqual([...new Set(content.match(/(?<=<SolutionCode file=")[\w.-]+/g))].sort());
  });

  it('ends each recording with the value its case expects', async () => {
    const {cases, comparison} = (await import(path.join(siteDir, folder, 'cases.ts'))) as {cases: TestedCase[]; comparison?: Comparison};
    const content = readFileSync(file, 'utf8');
    for (const [, shown, caseName] of content.matchAll(/<SolutionCode file="([\w.-]+)"(?: stepCase="([^"]*)")?/g)) {
      const source = path.join(siteDir, folder, shown!);
      const {module} = codeFileModule(readFileSync(source, 'utf8'), source, stepCaseQuery(caseName), 'server', siteDir);
      const summary = (JSON.parse((await module).replace(/^export default /, '').replace(/;$/, '')) as ShownCodeFile).steps;
      expect(summary.count, shown).toBeGreaterThan(0);
      const end = /The call <code>(.*?)<\/code>\.<\/td><\/tr><\/tbody><\/table>$/.exec(summary.table)?.[1] ?? '';
      expect(end, shown).toMatch(/^returned /);
      const expected = cases[summary.caseIndex]!.expected;
      expect(
        passes(returnedValue(end.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')), expected, comparison),
        `${shown}: ${end}`,
      ).toBe(true);
    }
  });
});
