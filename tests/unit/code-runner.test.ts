import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {compile, type CompileOptions} from '@mdx-js/mdx';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {callSolution, solutionFunction} from '../../src/features/solution-worker/calls';
import {judgeCases} from '../../src/features/tested-cases/CodeRunner/report';
import {argumentsOf, type Comparison} from '../../src/test-kit/judge';
import type {TestedCase} from '../../src/test-kit/types';
import {PLATFORMS} from '../../src/platforms';
import config from '../../docusaurus.config';

const docsDir = path.resolve(__dirname, '../../docs');
const writeUps = PLATFORMS.flatMap((platform) =>
  readdirSync(path.join(docsDir, platform), {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({platform, folder: entry.name, dir: path.join(docsDir, platform, entry.name)})),
);

/** The docs' remark plugins as docusaurus.config.ts registers them (the docs plugin is the first plugin). */
const [, docsOptions] = config.plugins[0] as [unknown, {remarkPlugins: CompileOptions['remarkPlugins']}];

type CasesModule = {cases: TestedCase[]; comparison?: Comparison};

describe("every write-up's code runner", () => {
  it('covers both platforms', () => {
    expect(new Set(writeUps.map(({platform}) => platform))).toEqual(new Set(PLATFORMS));
  });

  it.each(writeUps)(
    '$platform/$folder: the page, as the site compiles it, gives <TestedCases> its solution.ts and comparison',
    async ({dir}) => {
      const file = path.join(dir, 'README.mdx');
      const {content, data} = matter(readFileSync(file, 'utf8'));
      // With its front matter, which the build steps read (a page without hints says why there).
      const code = String(
        await compile({value: content, path: file, data: {frontMatter: data}}, {remarkPlugins: docsOptions.remarkPlugins}),
      );
      const props = /_jsx\(TestedCases, (\{[\s\S]*?\n\s*\})\)/.exec(code)?.[1];
      expect(props).toContain('solution: solution');
      const {comparison} = (await import(path.join(dir, 'cases.ts'))) as CasesModule;
      if (comparison === undefined) expect(props).not.toContain('comparison');
      else expect(props).toContain('comparison: testedCasesComparison');
    },
  );

  it.each(writeUps)('$platform/$folder: the runner calls the one function solution.ts exports, and every case passes', async ({dir}) => {
    const solution = solutionFunction((await import(path.join(dir, 'solution.ts'))) as Record<string, unknown>);
    const {cases, comparison} = (await import(path.join(dir, 'cases.ts'))) as CasesModule;
    const outcomes = cases.map(({input}) => callSolution(solution, argumentsOf(input)));
    expect(judgeCases(cases, outcomes, comparison).filter(({passed}) => !passed)).toEqual([]);
  });
});
