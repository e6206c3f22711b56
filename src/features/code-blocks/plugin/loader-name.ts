/** The loader the build imports a write-up's tested files with: `import solution from '!!code-file!./solution.ts'`. */
export const CODE_FILE_LOADER = 'code-file';
