import {defineConfig} from 'vitest/config';

// Checks on the production build in build/: run after `npm run build`.
export default defineConfig({
  test: {include: ['tests/site/**/*.test.ts']},
});
