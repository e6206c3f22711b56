/** `import solution from '!!code-file!./solution.ts'`: the tested file highlighted and stepped through during the build (src/features/code-blocks/highlight/code-file-loader.ts). */
declare module '!!code-file!*' {
  const file: import('./features/code-blocks/highlight/code-file').CodeFile;
  export default file;
}
