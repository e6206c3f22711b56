/**
 * The check before pushing one write-up: what the owner touched, in the order
 * that fails soonest, stopping at the first step that fails and naming the
 * write-up and the step.
 *
 *   npm run check:write-up -- "Binary Search"      a folder, a title or a problem number
 *
 * 1. type checking (the whole project: a write-up's types reach the shared test kit and components)
 * 2. ESLint and Prettier on the write-up's folder
 * 3. its tests
 * 4. a build of the focused set (npm run write's pages) and the site checks of its page
 * 5. the mutation report refreshed for its files (npm run mutation:write-up)
 *
 * npm test stays the full suite that CI runs; this is the owner's few minutes
 * before a push (figures in scripts/bench/README.md).
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {parseCommandLine} from './lib/command-line';
import {writeUpNamed} from './lib/write-ups';
import {FOCUS_VARIABLE} from '../src/focused-writing/focus';

const USAGE = 'Usage: npm run check:write-up -- "<folder, title or problem number>"';

/** The site checks that look at one write-up's page; the others count every write-up of the site. */
const PAGE_CHECKS = [
  'tests/site/built-site.test.ts',
  'tests/site/hints.test.ts',
  'tests/site/tested-cases.test.ts',
  'tests/site/mutation-report.test.ts',
];
/**
 * Their tests of one page: those under a describe named for the page (`the write-up page /LeetCode/…/`,
 * `'LeetCode'/'…'`), but its weight budgets ("adds at most"): they measure the chunks as the whole site splits them,
 * which a site of a few pages does not (npm test checks them on the full build).
 */
const PAGE_TESTS = "^(?!.*adds at most)(the write-up page |.*'(Codewars|LeetCode)'/')";

function main(): void {
  const {positionals} = parseCommandLine(USAGE, {allowPositionals: true, options: {}});
  const siteDir = path.resolve(__dirname, '..');
  const writeUp = writeUpNamed('npm run check:write-up', USAGE, positionals, siteDir);
  const folder = `docs/${writeUp.path}`;
  const env = {...process.env, [FOCUS_VARIABLE]: writeUp.path};
  const steps: {name: string; command: string[]}[] = [
    {name: 'type checking', command: ['npx', 'tsc']},
    {name: 'lint', command: ['npx', 'eslint', folder]},
    {name: 'formatting', command: ['npx', 'prettier', '--check', folder]},
    {name: 'its tests', command: ['npx', 'vitest', 'run', '--project', 'solutions', folder]},
    {name: 'the focused build', command: ['npm', 'run', 'build']},
    {name: 'the site checks of its page', command: ['npx', 'vitest', 'run', '--project', 'site', ...PAGE_CHECKS, '-t', PAGE_TESTS]},
    {name: 'the mutation report', command: ['npm', 'run', 'mutation:write-up', '--', writeUp.path]},
  ];
  const started = performance.now();
  for (const {name, command} of steps) {
    console.log(`\n── ${folder}: ${name} (${command.join(' ')})`);
    const stepStarted = performance.now();
    const result = spawnSync(command[0]!, command.slice(1), {cwd: siteDir, env, stdio: 'inherit', shell: process.platform === 'win32'});
    console.log(`── ${name}: ${Math.round((performance.now() - stepStarted) / 1000)} s`);
    if (result.status !== 0) {
      console.error(`\nnpm run check:write-up: ${folder} fails ${name}; fix what is printed above and run the check again.`);
      process.exit(1);
    }
  }
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(`\n${folder} passes every check (${seconds} s). Commit it with the refreshed stryker-incremental.json, then push.`);
}

main();
