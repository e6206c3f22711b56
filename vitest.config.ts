import {fileURLToPath} from 'node:url';
import {defineConfig, type TestProjectInlineConfiguration} from 'vitest/config';

/** The solutions' tests: what mutation testing runs (vitest.mutation.config.ts). */
// The per-test limit matters in Stryker's first, instrumented run: a largest-input test that takes 1 s normally can
// pass the 5 s default on a busy machine. Mutants that loop are stopped by Stryker's own timeout, not by this one.
// A test named after its case (`it.each(cases)('$name', …)`) carries the case's name whole: vitest cuts interpolated
// values at 40 characters by default, and the mutation report's test names reach the pages (src/features/mutation-report).
// Failure messages show values up to the same length; longer ones stay summarized (`[ Array(10000) ]`).
// `@site/` is the site's root, as in the pages (Docusaurus' alias): the tests import the shared case runner from it.
export const solutions = {
  test: {name: 'solutions', include: ['docs/**/*.test.ts'], testTimeout: 180_000, chaiConfig: {truncateThreshold: 200}},
  resolve: {alias: {'@site': fileURLToPath(new URL('.', import.meta.url))}},
} satisfies TestProjectInlineConfiguration;

// `npm run test:unit` runs solutions and unit (no build needed); `npm run test:site` checks build/ after `npm run build`.
export default defineConfig({
  test: {
    projects: [
      solutions,
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/build/**/*.test.ts',
            'tests/support/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 180_000,
        },
      },
      // The first test of a file parses built pages, which on a loaded machine takes longer than the 5 s default.
      {test: {name: 'site', include: ['tests/site/**/*.test.ts'], testTimeout: 60_000}},
    ],
  },
});
