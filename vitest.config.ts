import {defineConfig} from 'vitest/config';

// Unit tests: solutions, plugins and configuration. They need no build.
export default defineConfig({
  test: {
    include: ['docs/**/*.test.ts', 'src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/build/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 180_000,
  },
});
