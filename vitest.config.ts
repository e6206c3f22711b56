import {defineConfig, type TestProjectInlineConfiguration} from 'vitest/config';

/** The solutions' tests: what mutation testing runs (vitest.mutation.config.ts). */
export const solutions = {test: {name: 'solutions', include: ['docs/**/*.test.ts']}} satisfies TestProjectInlineConfiguration;

// `npm run test:unit` runs solutions and unit (no build needed); `npm run test:site` checks build/ after `npm run build`.
export default defineConfig({
  test: {
    projects: [
      solutions,
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/build/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 180_000,
        },
      },
      {test: {name: 'site', include: ['tests/site/**/*.test.ts']}},
    ],
  },
});
