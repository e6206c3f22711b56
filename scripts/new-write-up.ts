/**
 * Scaffolds a write-up folder in the pattern the site checks:
 *
 *   npm run new -- leetcode "Two Sum" --number 1 --difficulty Easy --fn twoSum [--topics "Array,Hash Table"]
 *   npm run new -- codewars "6 kyu Who likes it" --kata 5266876b8f4bf2da9b000362 --fn likes
 *
 * A title keeps every character on the page; its folder leaves out the ones a
 * folder name or a URL path cannot hold (`Is Graph Bipartite?` is published
 * from `Is Graph Bipartite/`, with the exact title in the front matter).
 */
import path from 'node:path';
import {isParseError} from './lib/command-line';
import {isEntryPoint} from './lib/entry-point';
import {USAGE, UsageError, parseNewWriteUpArgs} from './lib/new-write-up/arguments';
import {scaffoldWriteUp} from './lib/new-write-up/scaffold';

function main(): void {
  if (process.argv.includes('--help')) {
    console.log(USAGE);
    return;
  }
  try {
    const writeUp = parseNewWriteUpArgs(process.argv.slice(2));
    const dir = path.relative(process.cwd(), scaffoldWriteUp(writeUp, path.resolve('docs')));
    console.log(`Created ${dir}/ with README.mdx, solution.ts, cases.ts and solution.test.ts.
Next:
  1. Write ${writeUp.fn} in ${dir}/solution.ts with the platform's signature, and its complexity in the JSDoc.
  2. Replace the table in ${dir}/cases.ts with the examples and edge cases; npx vitest run "${dir}"
  3. npm run write -- "${writeUp.platform}/${writeUp.folder}", and fill in the sections of ${dir}/README.mdx in your own
     words${writeUp.topics.length ? '' : ' and add topics'}, watching the page.
  4. npm run check:write-up -- "${writeUp.platform}/${writeUp.folder}" before you commit, then push: the site deploys from main.
A second approach: its own file beside solution.ts, run by solution.test.ts against cases.ts and solution.ts,
shown on the page with <SolutionCode> and compared in <Approaches> (WRITING.md, "A second approach").`);
  } catch (error) {
    if (!(error instanceof UsageError) && !isParseError(error)) throw error;
    console.error(`npm run new: ${error.message}`);
    process.exitCode = 1;
  }
}

if (isEntryPoint(import.meta.url)) main();
