// ESLint flat config: typescript-eslint's type-checked rules, React's rules of hooks and Docusaurus' own rules.
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'reports/', 'test-results/', 'playwright-report/', '.stryker-tmp/']},
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {projectService: {allowDefaultProject: ['*.mjs']}, tsconfigRootDir: import.meta.dirname},
    },
    plugins: {'@docusaurus': docusaurus},
    rules: {
      // Docusaurus' recommended rules, without the two about translations: the site has one locale and no <Translate>.
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      '@docusaurus/no-untranslated-text': 'off',
      '@docusaurus/string-literal-i18n-messages': 'off',
      // `const {topics: _, ...rest} = value` leaves a property out on purpose.
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true}],
    },
  },
  {
    // React code only: Playwright's fixtures also call a function named `use`, which is not React's.
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Plain JavaScript files outside the TypeScript project.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS on purpose: Rspack requires loaders (src/write-up-page/code-file/loader.cjs).
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: {require: 'readonly', module: 'writable', __filename: 'readonly'}},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
