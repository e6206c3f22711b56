import {defineConfig} from 'vitest/config';

// Mutation testing (npm run test:mutation) runs only the solutions' tests.
export default defineConfig({
  test: {include: ['docs/**/*.test.ts']},
});
