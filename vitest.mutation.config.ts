import {defineConfig} from 'vitest/config';
import unit from './vitest.config';

// Mutation testing (npm run test:mutation) runs only the solutions' tests, with the unit tests' settings. Their
// per-test limit matters in Stryker's first, instrumented run: a largest-input test that takes 1 s normally can
// pass the 5 s default on a busy machine. Mutants that loop are stopped by Stryker's own timeout, not by this one.
export default defineConfig({
  test: {...unit.test, include: ['docs/**/*.test.ts']},
});
